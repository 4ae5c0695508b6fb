import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { StatusBadge } from '../../../components/data-table/status-badge'
import type { Case } from '../../../entities/case'
import { formatAge } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'

const HOUR = 3_600_000

/** Time left before a case's regulatory deadline, or how long it is overdue; nothing once resolved. */
export function Deadline({ item }: { item: Pick<Case, 'dueAt' | 'overdue' | 'status'> }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const [now] = useState(() => Date.now())
  if (item.status === 'Resolved' || item.status === 'Closed')
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    )
  const left = Date.parse(item.dueAt) - now
  if (item.overdue || left <= 0) {
    const late = formatAge(Math.max(0, -left), locale)
    return (
      <StatusBadge tone="danger" testId="case-overdue">
        {t`Overdue (due ${late})`}
      </StatusBadge>
    )
  }
  const hours = Math.floor(left / HOUR)
  // A 72-hour deadline set a moment ago has 2 days and 23 hours left, not "2 days".
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  const text = hours >= 48 ? (rest === 0 ? t`${days} days left` : t`${days} d ${rest} h left`) : hours >= 1 ? t`${hours} h left` : t`under an hour left`
  return <StatusBadge tone={hours < 12 ? 'warning' : 'neutral'}>{text}</StatusBadge>
}
