import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, EnumFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { useListSearch } from '../../components/data-table/use-list-search'
import { auditEventTypeLabels, auditRecordFields, entityTypeLabels, type AuditRecord } from '../../entities/audit-record'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { exportAuditRecords } from './api/export-audit-records'
import { useAuditRecords } from './api/list-audit-records'
import { auditList } from './audit-search'
import { AuditChainStatus } from './components/audit-chain-status'
import { AuditRecordDrawer } from './components/audit-record-drawer'

/** The audit trail: who did what and when, filtered by user, event and dates; a record opens beside it with what changed. */
export function AuditLogPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(auditList)
  const filters = list.query
  const { record } = list.search
  const query = useAuditRecords(filters)
  const context = { i18n, locale }

  const columns: DataColumn<AuditRecord>[] = [
    fieldColumn(auditRecordFields, 'createdAt', context, {
      hideable: false,
      phoneLabel: false,
      width: '10.5rem',
      cell: (row) => (
        <ChakraLink asChild fontWeight="medium" color="fg">
          <Link to="." search={(previous) => ({ ...previous, record: row.id })} onClick={(event) => event.stopPropagation()}>
            {formatDateTime(row.createdAt, locale)}
          </Link>
        </ChakraLink>
      ),
    }),
    fieldColumn(auditRecordFields, 'username', context, { width: '9rem', priority: 'key' }),
    fieldColumn(auditRecordFields, 'eventType', context, { width: '9rem', priority: 'key' }),
    fieldColumn(auditRecordFields, 'entityType', context, {
      width: '9rem',
      cell: (row) => (
        <Text as="span" fontSize="sm">
          {entityTypeLabels[row.entityType] ? i18n._(entityTypeLabels[row.entityType]!) : row.entityType}
          {row.entityId && (
            <Text as="span" color="fg.muted">
              {' '}
              #<bdi dir="ltr">{row.entityId}</bdi>
            </Text>
          )}
        </Text>
      ),
    }),
    fieldColumn(auditRecordFields, 'description', context, {
      priority: 'key',
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={row.description}>
          {row.description}
        </Text>
      ),
    }),
    fieldColumn(auditRecordFields, 'ipAddress', context, { width: '8.5rem', hiddenByDefault: true }),
  ]

  return (
    <>
      <ListView
        id="audit-log"
        label={t`Audit records`}
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-audit-id': String(row.id), 'data-event': row.eventType })}
        onRowClick={(row) => list.setParams({ record: row.id })}
        selectedKey={record}
        filters={
          <>
            <TextFilter label={t`Username`} maxLength={50} {...list.filter('username', { replace: true })} />
            <EnumFilter
              label={t`Event`}
              name="eventType"
              value={filters.eventType}
              labels={auditEventTypeLabels}
              allLabel={t`All events`}
              onChange={(value) => list.setFilters({ eventType: value })}
            />
            <DateRangeFilter {...list.dateRange()} />
          </>
        }
        summary={<AuditChainStatus />}
        exportFile={{ filename: 'audit-log', open: (format, locale_, signal) => exportAuditRecords(filters, { format, locale: locale_, signal }) }}
        emptyMessage={<Trans>The audit trail is empty.</Trans>}
        filteredEmptyMessage={<Trans>No audit record matches these filters.</Trans>}
      />
      <AuditRecordDrawer recordId={record} onClose={() => list.setParams({ record: undefined })} />
    </>
  )
}
