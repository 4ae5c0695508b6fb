import { Box, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import type { components } from '../../../api/schema/aud'
import { DataComparisonTable } from '../../../components/data-comparison/data-comparison-table'
import { Pagination } from '../../../components/data-table/pagination'
import { StatusBadge } from '../../../components/data-table/status-badge'
import { PendingBlock } from '../../../components/feedback/query-state'
import { auditEventTypeLabels, auditEventTypeTones } from '../../../entities/audit-record'
import { formatDateTime } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { merchantHistoryPageSize, useAuditRecordDetails, useMerchantHistory } from '../api/list-merchant-history'
import { Card } from '../../../components/card'

type AuditRecord = components['schemas']['AuditRecord']

/** The merchant's audit records as a timeline, newest first, each with what it changed field by field. */
export function MerchantHistory({ merchantId, canView }: { merchantId: number; canView: boolean }) {
  const [page, setPage] = useState(1)
  const history = useMerchantHistory(merchantId, page, canView)
  const records = history.data?.data ?? []
  const details = useAuditRecordDetails(records.map((record) => record.id))
  return (
    <Card title={<Trans>History</Trans>} testId="merchant-history">
      {!canView ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>You do not have the permission to view the audit trail.</Trans>
        </Text>
      ) : history.data === undefined ? (
        <PendingBlock queries={[history]} />
      ) : records.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Nothing is on record for this merchant yet.</Trans>
        </Text>
      ) : (
        <Stack gap="0" as="ol" listStyleType="none" m="0" p="0" data-testid="history-timeline">
          {records.map((record, index) => (
            <HistoryEntry key={record.id} record={record} detail={details[index]?.data} last={index === records.length - 1} />
          ))}
        </Stack>
      )}
      {history.data && history.data.totalPages > 1 && (
        <Box mt="4">
          <Pagination page={page} pageSize={merchantHistoryPageSize} totalRecords={history.data.totalRecords} totalPages={history.data.totalPages} onPageChange={setPage} />
        </Box>
      )}
    </Card>
  )
}

function HistoryEntry({ record, detail, last }: { record: AuditRecord; detail: components['schemas']['AuditRecordDetail'] | undefined; last: boolean }) {
  const { i18n } = useLingui()
  const locale = activeLocale()
  // Both sides on record: the fields that differ. A creation or a deletion is told by its description.
  const compared = detail && detail.oldData !== null && detail.newData !== null ? { before: detail.oldData, after: detail.newData } : null
  return (
    <Box as="li" position="relative" ps="6" pb={last ? '0' : '5'} data-testid="history-entry" data-event={record.eventType}>
      <Box position="absolute" insetStart="1.5" top="1.5" w="2.5" h="2.5" borderRadius="full" bg="brand.solid" />
      {!last && <Box position="absolute" insetStart="2.5" top="4" bottom="0" w="px" bg="border" />}
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <StatusBadge tone={auditEventTypeTones[record.eventType]}>{i18n._(auditEventTypeLabels[record.eventType])}</StatusBadge>
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            {formatDateTime(record.createdAt, locale)} by {record.username}
          </Trans>
        </Text>
      </Flex>
      <Text fontSize="sm" mb={compared ? '2' : '0'}>
        {record.description}
      </Text>
      {compared && <DataComparisonTable entityType="Merchant" beforeData={compared.before} afterData={compared.after} changedFields={['(value)']} changesOnly />}
    </Box>
  )
}
