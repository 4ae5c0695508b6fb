import { Box, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

import { fieldDetails } from '../../components/data-table/field-columns'
import { DetailList } from '../../components/detail-list'
import { ReadOnlyFieldset } from '../../components/form/read-only-fieldset'
import { feeSchemeFields, type FeeScheme } from '../../entities/fee-scheme'
import { usePermission } from '../../lib/auth/use-permission'
import { permission } from '../../lib/permissions'
import type { ReturnedRequest } from '../../lib/returned-request'
import { FeeSchemeForm } from './fee-scheme-form'

/** One fee scheme: who uses it and when it changed, then its fees, editable with Update (unless a change waits: `locked`) and readable without. */
export function FeeSchemeDetail({ scheme, locked = false, returned }: { scheme: FeeScheme; locked?: boolean; returned?: ReturnedRequest | undefined }) {
  const { i18n } = useLingui()
  const canUpdate = usePermission(permission('Fee Scheme', 'Update'))
  return (
    <Stack gap="5">
      <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }}>
        <DetailList items={fieldDetails(feeSchemeFields, scheme, ['status', 'merchantCount', 'createdBy', 'createdAt', 'updatedAt'], i18n)} testId="fee-scheme-details" />
      </Box>
      {/* Locked, the form stays on screen (with the answer of the change just sent) but takes no input. */}
      <ReadOnlyFieldset readOnly={locked}>
        <FeeSchemeForm scheme={scheme} readOnly={!canUpdate} {...(returned ? { returned } : {})} />
      </ReadOnlyFieldset>
    </Stack>
  )
}
