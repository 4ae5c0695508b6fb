import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import {
  actionsColumn,
  EntityFilter,
  ListView,
  pagesOf,
  SelectFilter,
  StatusBadge,
  StatusFilter,
  TextFilter,
  useFieldColumns,
  useListSearch,
  useRowActions,
  type DataColumn,
} from '../../components/data-table'
import { agentFields, zoneLabels, type Agent } from '../../entities/agent'
import { entityStatusLabels } from '../../entities/common'
import { useCan } from '../../lib/auth/use-permission'
import { merchantSource, superAgentSource } from '../../lib/entity-sources'
import { agentList } from './agent-search'
import { listAgents, useAgents } from './api/list-agents'
import { EnableDisableDialog, type AgentToSwitch } from './components/enable-disable-dialog'
import { useNigerianStates } from './use-nigerian-states'

/** Manage Agent: merchant, super agent, state, status and text filters in the URL; enable/disable with a reason. */
export function AgentsPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const list = useListSearch(agentList)
  const query = useAgents(list.query)
  const { states } = useNigerianStates()
  const can = useCan('Agent')
  const [switching, setSwitching] = useState<AgentToSwitch | null>(null)
  const actions = useRowActions()
  const column = useFieldColumns<Agent>(agentFields)

  const actionsOf = (row: Agent) => [
    actions.view({ to: '/agent-management/$id', params: { id: String(row.id) } }),
    can('Enable/Disable Agent') &&
      row.status !== 'Deleted' && {
        id: row.enabled ? 'disable' : 'enable',
        label: row.enabled ? t`Disable` : t`Enable`,
        ...(row.enabled ? { tone: 'danger' as const } : {}),
        onRun: async () => {
          actions.clearOutcome()
          setSwitching({ id: row.id, code: row.code, businessName: row.businessName, enabled: row.enabled })
        },
      },
  ]

  const columns: DataColumn<Agent>[] = [
    column('businessName', {
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
    column('merchant', { priority: 'key' }),
    column('superAgent'),
    column('address', {
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
    column('terminalId', { width: '8rem' }),
    column('dailyCashOutLimit', { width: '9rem', align: 'end' }),
    column('enabled', {
      priority: 'key',
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
        rowAttributes={(row) => ({ 'data-agent-id': String(row.id) })}
        onRowClick={(row) => void navigate({ to: '/agent-management/$id', params: { id: String(row.id) } })}
        filters={
          <>
            <TextFilter label={t`Name or code`} {...list.filter('name', { replace: true })} />
            <EntityFilter source={merchantSource} scope={{ superAgentId: list.search.superAgentId }} label={t`Merchant`} allLabel={t`All merchants`} {...list.filter('merchantId')} />
            <EntityFilter source={superAgentSource} label={t`Super agent`} allLabel={t`All super agents`} {...list.filter('superAgentId')} />
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
        create={can('Create Agent') && { link: { to: '/agent-management/add-agent', search: list.search.merchantId ? { merchantId: list.search.merchantId } : {} }, label: <Trans>Add Agent</Trans> }}
        exportAll={{ filename: 'agents', fetchPage: pagesOf(listAgents, list.query) }}
        notice={actions.notice}
        emptyMessage={<Trans>There are no agents yet.</Trans>}
        filteredEmptyMessage={<Trans>No agent matches these filters.</Trans>}
      />
      <EnableDisableDialog
        agent={switching}
        onClose={() => setSwitching(null)}
        onDone={(outcome, agent) => {
          setSwitching(null)
          actions.showOutcome(outcome, agent.enabled ? <Trans>The agent {agent.code} was disabled.</Trans> : <Trans>The agent {agent.code} was enabled.</Trans>)
        }}
      />
    </>
  )
}
