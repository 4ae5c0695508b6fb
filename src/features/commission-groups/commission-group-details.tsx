// A commission group as it is: who uses it and who made it, and (for users who may not change it)
// its shares per product, read-only.
import { Box, Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { fieldColumn, fieldDetails } from '../../components/data-table/field-columns'
import { DetailList } from '../../components/detail-list'
import { commissionGroupFields, commissionShareFields, type CommissionGroup, type CommissionShareRule } from '../../entities/commission-group'
import { activeLocale } from '../../lib/i18n'
import { SplitPreview } from './split-preview'

/** How many merchants use the group, its status, who created it and when it last changed. */
export function CommissionGroupSummary({ group }: { group: CommissionGroup }) {
  const { i18n } = useLingui()
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="5xl" mb="4">
      <DetailList testId="commission-group-summary" items={fieldDetails(commissionGroupFields, group, ['merchantCount', 'status', 'createdBy', 'createdAt', 'updatedAt'], i18n)} />
    </Box>
  )
}

/** The group read-only: name, description, the shares per product and the split of a sample fee. */
export function CommissionGroupDetails({ group }: { group: CommissionGroup }) {
  const { t, i18n } = useLingui()
  const context = { i18n, locale: activeLocale() }
  const columns: DataColumn<CommissionShareRule>[] = [
    { ...fieldColumn(commissionShareFields, 'product', context), phoneLabel: false },
    fieldColumn(commissionShareFields, 'agentSharePercent', context, { align: 'end' }),
    fieldColumn(commissionShareFields, 'superAgentSharePercent', context, { align: 'end' }),
    fieldColumn(commissionShareFields, 'platformSharePercent', context, { align: 'end' }),
  ]
  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="5xl" data-testid="commission-group-details">
      <Stack gap="5">
        <DetailList items={fieldDetails(commissionGroupFields, group, ['name', 'description'], i18n)} />
        <Stack as="section" aria-labelledby="commission-shares-heading" gap="3">
          <Heading as="h2" id="commission-shares-heading" size="sm">
            <Trans>Shares per product</Trans>
          </Heading>
          <DataTable
            label={t`Shares per product`}
            columns={columns}
            rows={group.rules}
            rowKey={(rule) => rule.product.id}
            status="success"
            emptyMessage={<Trans>This group has no rules.</Trans>}
            testId="commission-shares"
          />
        </Stack>
        <SplitPreview rules={group.rules.map((rule) => ({ key: rule.product.id, productName: rule.product.name, shares: rule }))} />
      </Stack>
    </Box>
  )
}
