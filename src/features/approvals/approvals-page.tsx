import { Box, Field, Flex, Input, Link as ChakraLink, NativeSelect, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { DataTable, type DataColumn } from '../../components/data-table/data-table'
import { ExportButton } from '../../components/data-table/export-button'
import { ListPage } from '../../components/data-table/list-page'
import { Pagination } from '../../components/data-table/pagination'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { approvalStatuses } from '../../lib/search'
import { useQueuedDecisions } from '../../offline/outbox-store'
import { useApprovalRequests } from './api/list-approval-requests'
import type { ApprovalSearch } from './approval-search'
import { ApprovalRequestDrawer } from './components/approval-request-drawer'
import { ApprovalStatusBadge, approvalStatusLabels, QueuedDecisionBadge } from './components/approval-status-badge'
import type { ApprovalRequest } from './types'
import { useRefreshAfterReplay } from './use-refresh-after-replay'

const route = getRouteApi('/_authenticated/approval-management/')

/** Manage Approval: the requests waiting for (or given) a checker's decision, filters in the URL. */
export function ApprovalsPage() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const locale = activeLocale()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const filters = { status: search.status, startDate: search.startDate, endDate: search.endDate, page: search.page, pageSize: search.pageSize }
  const requests = useApprovalRequests(filters)
  const queued = useQueuedDecisions()
  useRefreshAfterReplay()

  const setSearch = (next: Partial<ApprovalSearch>, replace = false) => void navigate({ search: (previous) => ({ ...previous, ...next }), replace })
  const setFilter = (next: Partial<ApprovalSearch>) => setSearch({ ...next, page: 1 })
  const filtered = search.status !== undefined || search.startDate !== undefined || search.endDate !== undefined

  const columns: DataColumn<ApprovalRequest>[] = [
    {
      id: 'summary',
      header: t`Request`,
      exportValue: (row) => `#${row.id} ${row.summary}`,
      cell: (row) => (
        <Box>
          <ChakraLink asChild fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to="." search={(previous) => ({ ...previous, request: row.id })} onClick={(event) => event.stopPropagation()}>
              {row.summary}
            </Link>
          </ChakraLink>
          <Text fontSize="xs" color="fg.muted">
            #{row.id}
          </Text>
        </Box>
      ),
    },
    {
      id: 'permission',
      header: t`Permission`,
      exportValue: (row) => `${row.permission.groupName} / ${row.permission.shortName}`,
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {row.permission.shortName}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.permission.groupName}
          </Text>
        </>
      ),
    },
    {
      id: 'maker',
      header: t`Maker`,
      exportValue: (row) => `${row.maker.fullName} (${row.maker.username})`,
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {row.maker.fullName}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.maker.username}
          </Text>
        </>
      ),
    },
    { id: 'createdAt', header: t`Sent`, width: '10rem', exportValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt, locale) },
    {
      id: 'status',
      header: t`Status`,
      width: '8rem',
      exportValue: (row) => i18n._(approvalStatusLabels[row.status]),
      cell: (row) => {
        const waiting = queued.get(row.id)
        return (
          <Flex gap="1" wrap="wrap">
            <ApprovalStatusBadge status={row.status} />
            {waiting && row.status === 'Pending' && <QueuedDecisionBadge decision={waiting.decision} />}
          </Flex>
        )
      },
    },
  ]

  const page = requests.data
  return (
    <>
      <ListPage
        actions={<ExportButton columns={columns} rows={page?.data} filename="approval-requests" />}
        onClearFilters={filtered ? () => setFilter({ status: undefined, startDate: undefined, endDate: undefined }) : undefined}
        filters={
          <>
            <Field.Root width={{ base: 'full', sm: '11rem' }}>
              <Field.Label>
                <Trans>Status</Trans>
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="status"
                  value={search.status ?? ''}
                  onChange={(event) => {
                    const value = approvalStatuses.find((status) => status === event.target.value)
                    setFilter({ status: value })
                  }}
                >
                  <option value="">{t`All statuses`}</option>
                  {approvalStatuses.map((status) => (
                    <option key={status} value={status}>
                      {i18n._(approvalStatusLabels[status])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root width={{ base: 'calc(50% - 0.375rem)', sm: '10.5rem' }}>
              <Field.Label>
                <Trans>From</Trans>
              </Field.Label>
              <Input size="sm" type="date" name="startDate" value={search.startDate ?? ''} max={search.endDate} onChange={(event) => setFilter({ startDate: event.target.value || undefined })} />
            </Field.Root>
            <Field.Root width={{ base: 'calc(50% - 0.375rem)', sm: '10.5rem' }}>
              <Field.Label>
                <Trans>To</Trans>
              </Field.Label>
              <Input size="sm" type="date" name="endDate" value={search.endDate ?? ''} min={search.startDate} onChange={(event) => setFilter({ endDate: event.target.value || undefined })} />
            </Field.Root>
          </>
        }
        footer={
          page && (
            <Pagination page={search.page} pageSize={search.pageSize} totalRecords={page.totalRecords} totalPages={page.totalPages} onPageChange={(next) => setSearch({ page: next })} />
          )
        }
      >
        <DataTable
          label={t`Approval requests`}
          testId="approval-requests"
          columns={columns}
          rows={page?.data}
          rowKey={(row) => row.id}
          status={requests.status}
          isFetching={requests.isFetching}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          emptyMessage={filtered ? <Trans>No approval requests match these filters.</Trans> : <Trans>There are no approval requests yet.</Trans>}
          onRowClick={(row) => setSearch({ request: row.id })}
          selectedKey={search.request}
          rowAttributes={(row) => ({ 'data-request-id': String(row.id) })}
        />
      </ListPage>
      <ApprovalRequestDrawer requestId={search.request} onClose={() => setSearch({ request: undefined })} />
    </>
  )
}
