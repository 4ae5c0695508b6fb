import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import type { DataColumn } from '../../components/data-table/data-table'
import { DateRangeFilter, SelectFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { approvalStatuses } from '../../lib/search'
import { useQueuedDecisions } from '../../offline/use-outbox'
import { listApprovalRequests, useApprovalRequests } from './api/list-approval-requests'
import { approvalList } from './approval-search'
import { ApprovalRequestDrawer } from './components/approval-request-drawer'
import { BulkDecisionBar } from './components/bulk-decision-bar'
import { approvalStatusLabels } from '../../entities/approval-request'
import { ApprovalStatusBadge, DecidedElsewhereNote, QueuedDecisionBadge } from './components/approval-status-badge'
import type { ApprovalRequest } from './types'
import { useDecidedElsewhere } from './use-live-approvals'
import { useRefreshAfterReplay } from './use-refresh-after-replay'
import { requestTitle } from './request-title'
import { entityTypeLabel } from '../../entities/audit-record'
import { entityLink } from '../../lib/entity-links'
import { permissionActionLabel, permissionGroupLabel, permissionLabel } from '../../entities/permission-words'

/** Manage Approval: the requests waiting for (or given) a checker's decision, filters in the URL. */
export function ApprovalsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(approvalList)
  const { search } = list
  const requests = useApprovalRequests(list.query)
  const queued = useQueuedDecisions()
  const decidedElsewhere = useDecidedElsewhere()
  useRefreshAfterReplay()
  const canDecide = usePermission(permission('Approval', 'Approve Request'))
  const [selectedIds, setSelectedIds] = useState<Set<string | number>>(() => new Set())
  const rows = requests.data?.data ?? []
  const decidable = (row: ApprovalRequest) => row.status === 'Pending' && row.canDecide && !queued.has(row.id) && !decidedElsewhere.has(row.id)
  // Only what is on screen and still open can be decided: a page change or a decision elsewhere drops the rest.
  const selected = rows.filter((row) => selectedIds.has(row.id) && decidable(row))

  const columns: DataColumn<ApprovalRequest>[] = [
    {
      id: 'summary',
      header: t`Request`,
      hideable: false,
      exportValue: (row) => `#${row.id} ${requestTitle(row, i18n)}`,
      cell: (row) => (
        <Box>
          <ChakraLink asChild fontWeight="medium" color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to="." search={(previous) => ({ ...previous, request: row.id })} onClick={(event) => event.stopPropagation()}>
              {requestTitle(row, i18n)}
            </Link>
          </ChakraLink>
          <Text fontSize="xs" color="fg.muted">
            #{row.id}
          </Text>
          <RequestOutcome request={row} />
        </Box>
      ),
    },
    {
      id: 'permission',
      header: t`Permission`,
      exportValue: (row) => permissionLabel(row.permission, i18n),
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {permissionActionLabel(row.permission.shortName, i18n)}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {permissionGroupLabel(row.permission.groupName, i18n)}
          </Text>
        </>
      ),
    },
    {
      id: 'maker',
      header: t`Maker`,
      priority: 'key',
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
    { id: 'createdAt', header: t`Sent`, width: '10rem', priority: 'key', exportValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt, locale) },
    {
      id: 'status',
      header: t`Status`,
      width: '8rem',
      priority: 'key',
      exportValue: (row) => i18n._(approvalStatusLabels[row.status]),
      cell: (row) => {
        const waiting = queued.get(row.id)
        const elsewhere = decidedElsewhere.get(row.id)
        return (
          <Flex gap="1" wrap="wrap">
            <ApprovalStatusBadge status={elsewhere?.status ?? row.status} />
            {waiting && row.status === 'Pending' && !elsewhere && <QueuedDecisionBadge decision={waiting.decision} />}
            {elsewhere && <DecidedElsewhereNote decision={elsewhere} />}
          </Flex>
        )
      },
    },
  ]

  return (
    <>
      <ListView
        id="approval-requests"
        label={t`Approval requests`}
        list={list}
        query={requests}
        columns={columns}
        rowKey={(row) => row.id}
        filters={
          <>
            <SelectFilter
              label={t`Status`}
              allLabel={t`All statuses`}
              options={approvalStatuses.map((status) => ({ value: status, label: i18n._(approvalStatusLabels[status]) }))}
              {...list.filter('status')}
            />
            <SelectFilter label={t`Made by`} allLabel={t`Anyone`} options={[{ value: 'me' as const, label: t`Me` }]} {...list.filter('madeBy')} />
            <DateRangeFilter {...list.dateRange()} />
          </>
        }
        exportAll={{ filename: 'approval-requests', fetchPage: pagesOf(listApprovalRequests, list.query) }}
        emptyMessage={<Trans>There are no approval requests yet.</Trans>}
        filteredEmptyMessage={<Trans>No approval requests match these filters.</Trans>}
        onRowClick={(row) => list.setParams({ request: row.id })}
        selectedKey={search.request}
        rowAttributes={(row) => ({ 'data-request-id': String(row.id) })}
        {...(canDecide
          ? {
              selection: { selected: selectedIds, onChange: setSelectedIds, isSelectable: decidable, rowLabel: (row: ApprovalRequest) => t`Select request #${row.id}` },
              toolbar: <BulkDecisionBar selected={selected} onDecided={() => setSelectedIds(new Set())} onClear={() => setSelectedIds(new Set())} />,
            }
          : {})}
      />
      <ApprovalRequestDrawer requestId={search.request} onClose={() => list.setParams({ request: undefined })} />
    </>
  )
}

/** What came of a decided request: the record an approval created (linked), or the checker's reason for a rejection. */
function RequestOutcome({ request }: { request: ApprovalRequest }) {
  const { t, i18n } = useLingui()
  if (request.status === 'Rejected' && request.reason) {
    return (
      <Text fontSize="xs" color="fg.error" data-testid="request-rejection" lineClamp={2}>
        {t`Rejected: ${request.reason}`}
      </Text>
    )
  }
  const link = request.status === 'Approved' && request.entityId !== null ? entityLink(request.entityType, String(request.entityId)) : undefined
  if (!link) return null
  const what = entityTypeLabel(request.entityType, i18n)
  return (
    <ChakraLink asChild fontSize="xs" color="brand.fg" data-testid="request-entity-link" onClick={(event) => event.stopPropagation()}>
      <Link {...link}>{t`Open the ${what}`}</Link>
    </ChakraLink>
  )
}
