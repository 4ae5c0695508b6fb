import { Button, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { DataTable, type DataColumn } from '../../../components/data-table/data-table'
import { StatusBadge } from '../../../components/data-table/status-badge'
import { PhoneNumber } from '../../../components/field-value'
import type { components } from '../../../api/schema/mer'
import { entityStatusLabels } from '../../../entities/common'
import { formatDate } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useMerchantAgents } from '../api/list-merchant-agents'
import { Card } from '../../../components/card'

type Agent = components['schemas']['Agent']

/** The merchant's newest agents, each a link to its page; "Add agent" for those who may create one. */
export function MerchantAgents({ merchantId, canView, canCreate }: { merchantId: number; canView: boolean; canCreate: boolean }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const agents = useMerchantAgents(merchantId, canView)
  const columns: DataColumn<Agent>[] = [
    {
      id: 'name',
      header: t`Agent`,
      phoneLabel: false,
      cell: (row) => (
        <>
          <ChakraLink asChild fontWeight="medium">
            <Link to="/agent-management/$id" params={{ id: String(row.id) }}>
              {row.businessName}
            </Link>
          </ChakraLink>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            <bdi dir="ltr">{row.code}</bdi> · {row.firstName} {row.lastName}
          </Text>
        </>
      ),
    },
    { id: 'phone', header: t`Phone number`, width: '10rem', cell: (row) => <PhoneNumber value={row.phoneNumber} /> },
    { id: 'terminal', header: t`Terminal`, width: '7rem', cell: (row) => (row.terminalId ? <bdi dir="ltr">{row.terminalId}</bdi> : '—') },
    { id: 'status', header: t`Status`, width: '7rem', cell: (row) => <StatusBadge tone={row.status === 'Active' ? 'success' : 'neutral'}>{i18n._(entityStatusLabels[row.status])}</StatusBadge> },
    { id: 'enabled', header: t`Enabled`, width: '7rem', cell: (row) => <StatusBadge tone={row.enabled ? 'success' : 'danger'}>{row.enabled ? t`Enabled` : t`Disabled`}</StatusBadge> },
    { id: 'created', header: t`Created`, width: '8rem', cell: (row) => formatDate(row.createdAt, locale) },
  ]
  const total = agents.data?.totalRecords ?? 0
  return (
    <Card
      title={<Trans>Agents</Trans>}
      testId="merchant-agents"
      actions={
        <>
          {canView && total > 0 && (
            <Button asChild size="sm" variant="outline">
              <Link to="/agent-management" search={{ merchantId }}>
                <Trans>All {total} agents</Trans>
              </Link>
            </Button>
          )}
          {canCreate && (
            <Button asChild size="sm" colorPalette="brand">
              {/* The add-agent screen reads merchantId from its URL to preselect this merchant. */}
              <Link to="/agent-management/add-agent" search={{ merchantId }} data-testid="add-agent">
                <Trans>Add agent</Trans>
              </Link>
            </Button>
          )}
        </>
      }
    >
      {canView ? (
        <DataTable
          label={t`Agents of the merchant`}
          testId="merchant-agent-list"
          columns={columns}
          rows={agents.data?.data}
          rowKey={(row) => row.id}
          status={agents.status}
          isFetching={agents.isFetching}
          error={agents.error}
          onRetry={() => void agents.refetch()}
          emptyMessage={<Trans>This merchant has no agents yet.</Trans>}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>You do not have the permission to view agents.</Trans>
        </Text>
      )}
    </Card>
  )
}
