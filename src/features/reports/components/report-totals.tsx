// What the commission and agent reports say above their rows: the period counted and its totals.
import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { ListTotals, type TotalItem } from '../../../components/data-table/list-totals'

/** Commission and agent reports count the last 30 days when no dates are chosen (the platform's rule). */
export function ReportSummary({ datesChosen, label, items }: { datesChosen: boolean; label: string; items: readonly TotalItem[] | undefined }) {
  return (
    <>
      {!datesChosen && (
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="default-period">
          <Trans>Without dates, the report counts the last 30 days.</Trans>
        </Text>
      )}
      {items && <ListTotals label={label} items={items} />}
    </>
  )
}

export function totalItem(id: string, label: ReactNode, value: ReactNode): TotalItem {
  return { id, label, value }
}
