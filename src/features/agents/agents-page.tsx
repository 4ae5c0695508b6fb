import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn } from '../../components/data-table/field-columns'
import { SelectFilter, StatusFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { actionsColumn, type RowAction } from '../../components/data-table/row-actions'
import { StatusBadge } from '../../components/data-table/status-badge'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { agentFields, zoneLabels, type Agent } from '../../entities/agent'
import { entityStatusLabels } from '../../entities/common'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { useReference } from '../../offline/reference-data'
import { agentList } from './agent-search'
import { listAgents, useAgents } from './api/list-agents'
import { useMerchantOptions } from '../../api/merchant-options'
import { EnableDisableDialog, type AgentToSwitch } from './components/enable-disable-dialog'
import { useNigerianStates } from './use-nigerian-states'

/** Manage Agent: merchant, super agent, state, status and text filters in the URL; enable/disable with a reason. */
export function AgentsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const navigate = useNavigate()
  const list = useListSearch(agentList)
  const query = useAgents(list.query)
  const merchants = useMerchantOptions()
  const superAgents = useReference('superAgents')
  const { states } = useNigerianStates()
  const canCreate = usePermission(permission('Agent', 'Create Agent'))
  const canSwitch = usePermission(permission('Agent', 'Enable/Disable Agent'))
  const [switching, setSwitching] = useState<AgentToSwitch | null>(null)
  const [lastSwitch, setLastSwitch] = useState<{ outcome: MutationOutcome<unknown>; agent: AgentToSwitch } | null>(null)
  const context = { i18n, locale }

  const actionsOf = (row: Agent): RowAction[] => {
    const actions: RowAction[] = [{ id: 'view', label: t`View`, link: { to: '/agent-management/$id', params: { id: String(row.id) } } }]
    if (canSwitch && row.status !== 'Deleted')
      actions.push({
        id: row.enabled ? 'disable' : 'enable',
        label: row.enabled ? t`Disable` : t`Enable`,
        ...(row.enabled ? { tone: 'danger' as const } : {}),
        onRun: async () => {
          setLastSwitch(null)
          setSwitching({ id: row.id, code: row.code, businessName: row.businessName, enabled: row.enabled })
        },
      })
    return actions
  }

  const columns: DataColumn<Agent>[] = [
    fieldColumn(agentFields, 'businessName', context, {
      hideable: false,
      phoneLabel: false,
      exportValue: (row) => `${row.businessName} (${row.code}, ${row.firstName} ${row.lastName})`,
      cell: (row) => (
        <>
          <Text as="span" display="block" fontWeight="medium">
            {row.businessName}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.code} · {row.firstName} {row.lastName}
          </Text>
        </>
      ),
    }),
    fieldColumn(agentFields, 'merchant', context),
    fieldColumn(agentFields, 'superAgent', context),
    fieldColumn(agentFields, 'address', context, {
      header: t`State`,
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {row.address.stateName}
          </Text>
          {row.address.zone && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {i18n._(zoneLabels[row.address.zone])}
            </Text>
          )}
        </>
      ),
      exportValue: (row) => [row.address.stateName, row.address.zone ? i18n._(zoneLabels[row.address.zone]) : ''].filter(Boolean).join(' · '),
    }),
    fieldColumn(agentFields, 'terminalId', context, { width: '8rem' }),
    fieldColumn(agentFields, 'dailyCashOutLimit', context, { width: '9rem', align: 'end' }),
    fieldColumn(agentFields, 'enabled', context, {
      width: '7rem',
      cell: (row) => (
        <>
          <StatusBadge tone={row.enabled ? 'success' : 'neutral'}>{row.enabled ? t`Enabled` : t`Disabled`}</StatusBadge>{' '}
          {row.status !== 'Active' && <StatusBadge tone="warning">{i18n._(entityStatusLabels[row.status])}</StatusBadge>}
        </>
      ),
    }),
    actionsColumn(t`Actions`, (row) => row.businessName, actionsOf),
  ]

  return (
    <>
      <ListView
        id="agents"
        label={t`Agents`}
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-agent-id': String(row.id) })}
        onRowClick={(row) => void navigate({ to: '/agent-management/$id', params: { id: String(row.id) } })}
        filters={
          <>
            <TextFilter label={t`Name or code`} {...list.filter('name', { replace: true })} />
            <SelectFilter label={t`Merchant`} allLabel={t`All merchants`} options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.businessName }))} {...list.filter('merchantId')} />
            <SelectFilter
              label={t`Super agent`}
              allLabel={t`All super agents`}
              options={(superAgents.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              {...list.filter('superAgentId')}
            />
            <SelectFilter label={t`State`} allLabel={t`All states`} options={states.map((s) => ({ value: s.id, label: s.name }))} {...list.filter('stateId')} />
            <StatusFilter {...list.filter('status')} />
            <SelectFilter
              label={t`Enabled`}
              allLabel={t`Enabled and disabled`}
              options={[
                { value: 'enabled' as const, label: t`Enabled` },
                { value: 'disabled' as const, label: t`Disabled` },
              ]}
              {...list.filter('enabled')}
            />
          </>
        }
        actions={
          canCreate && (
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/agent-management/add-agent" search={list.search.merchantId ? { merchantId: list.search.merchantId } : {}}>
                <Trans>Add Agent</Trans>
              </Link>
            </Button>
          )
        }
        exportAll={{ filename: 'agents', fetchPage: pagesOf(listAgents, list.query) }}
        notice={
          lastSwitch && (
            <MutationOutcomeAlert
              outcome={lastSwitch.outcome}
              appliedMessage={lastSwitch.agent.enabled ? <Trans>The agent {lastSwitch.agent.code} was disabled.</Trans> : <Trans>The agent {lastSwitch.agent.code} was enabled.</Trans>}
            />
          )
        }
        emptyMessage={<Trans>There are no agents yet.</Trans>}
        filteredEmptyMessage={<Trans>No agent matches these filters.</Trans>}
      />
      <EnableDisableDialog
        agent={switching}
        onClose={() => setSwitching(null)}
        onDone={(outcome, agent) => {
          setSwitching(null)
          setLastSwitch({ outcome, agent })
        }}
      />
    </>
  )
}
