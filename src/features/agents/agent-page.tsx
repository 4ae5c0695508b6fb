import { Box, Button, Link as ChakraLink, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { Card } from '../../components/card'
import type { DataColumn } from '../../components/data-table/data-table'
import { DataTable } from '../../components/data-table/data-table'
import { fieldDetails } from '../../components/data-table/field-columns'
import { StatusBadge } from '../../components/data-table/status-badge'
import { FieldValue } from '../../components/field-value'
import { PersonalDataValue } from '../../components/personal-data-value'
import { transactionFields } from '../../entities/transaction'
import { DetailList } from '../../components/detail-list'
import { useOutcomeNotice } from '../../components/feedback/mutation-outcome-alert'
import { agentFields, zoneLabels, type AgentDetail } from '../../entities/agent'
import { entityStatusLabels } from '../../entities/common'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime, formatNaira, formatNumber } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { useAgentTransactions } from './api/list-agent-transactions'
import { revealAgentPersonalData } from './api/reveal-agent-personal-data'
import type { ReturnedRequest } from '../../lib/returned-request'
import { AgentForm } from './agent-form'
import { EnableDisableDialog, type AgentToSwitch } from './components/enable-disable-dialog'

type AgentTransaction = NonNullable<ReturnType<typeof useAgentTransactions>['data']>[number]

/** Today's cash-out against the daily limit: a bar with the naira figures. */
function CashOutToday({ agent }: { agent: AgentDetail }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const share = agent.dailyCashOutLimit > 0 ? Math.min(agent.cashOutToday / agent.dailyCashOutLimit, 1) : 0
  const percent = formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 })
  const used = formatNaira(agent.cashOutToday, locale)
  const limit = formatNaira(agent.dailyCashOutLimit, locale)
  const left = formatNaira(Math.max(agent.dailyCashOutLimit - agent.cashOutToday, 0), locale)
  const tone = share >= 1 ? 'red.solid' : share >= 0.8 ? 'orange.solid' : 'brand.solid'
  return (
    <Stack gap="2">
      <Flex justify="space-between" wrap="wrap" gap="2" fontSize="sm">
        <Text fontWeight="medium" data-testid="cash-out-today">
          <Trans>
            {used} of {limit}
          </Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>{left} left today</Trans>
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={t`Cash-out today against the daily limit`}
        aria-valuemin={0}
        aria-valuemax={agent.dailyCashOutLimit}
        aria-valuenow={Math.min(agent.cashOutToday, agent.dailyCashOutLimit)}
        aria-valuetext={t`${used} of ${limit} (${percent})`}
        h="3"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${share * 100}%`} bg={tone} borderRadius="full" />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        <Trans>Successful cash withdrawals since midnight (Lagos time); the CBN caps an agent at ₦1,200,000 a day.</Trans>
      </Text>
    </Stack>
  )
}

function LastTransactions({ agentId }: { agentId: number }) {
  const { t } = useLingui()
  const locale = activeLocale()
  const query = useAgentTransactions(agentId, true)
  const columns: DataColumn<AgentTransaction>[] = [
    { id: 'createdAt', header: t`Time`, width: '11rem', cell: (row) => formatDateTime(row.createdAt, locale) },
    {
      id: 'reference',
      header: t`Reference`,
      phoneLabel: false,
      cell: (row) => (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {row.reference}
        </Text>
      ),
    },
    { id: 'product', header: t`Product`, cell: (row) => row.product.name },
    { id: 'amount', header: t`Amount`, align: 'end', cell: (row) => formatNaira(row.amount, locale) },
    {
      id: 'status',
      header: t`Status`,
      width: '8rem',
      cell: (row) => <FieldValue definition={transactionFields.status} value={row.status} />,
    },
  ]
  return (
    <DataTable
      label={t`Last transactions`}
      columns={columns}
      rows={query.data}
      rowKey={(row) => row.id}
      status={query.status}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage={<Trans>This agent has no transactions yet.</Trans>}
      testId="agent-transactions"
    />
  )
}

/** One agent: its record, today's cash-out against its limit, its last transactions; edit, enable and disable (not while a change waits: `locked`). */
export function AgentPage({ agent, locked = false, returned }: { agent: AgentDetail; locked?: boolean; returned?: ReturnedRequest | undefined }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const canUpdate = usePermission(permission('Agent', 'Update Agent'))
  const canSwitch = usePermission(permission('Agent', 'Enable/Disable Agent'))
  const canSeeTransactions = usePermission(permission('Report', 'View Transaction Report'))
  // A returned update opens on its form, filled with what was sent.
  const [editing, setEditing] = useState(returned !== undefined)
  const [switching, setSwitching] = useState<AgentToSwitch | null>(null)
  const notice = useOutcomeNotice()

  const text = (value: ReactNode) =>
    value === null || value === undefined || value === '' ? (
      <Text as="span" color="fg.muted">
        —
      </Text>
    ) : (
      value
    )
  const identity = fieldDetails(agentFields, agent, ['code', 'agentType', 'firstName', 'lastName', 'phoneNumber', 'email', 'bvn', 'nin', 'tin'], i18n).map((item) => {
    const field = item.id === 'bvn' || item.id === 'nin' ? item.id : null
    const masked = field && agent[field]
    if (!field || !masked) return item
    const label = i18n._(agentFields[field].label)
    return { ...item, value: <PersonalDataValue key={`${agent.id}-${field}`} masked={masked} label={label} reveal={() => revealAgentPersonalData(agent.id, field)} testId={`agent-${field}`} /> }
  })
  const outlet = [
    ...fieldDetails(agentFields, agent, ['merchant', 'superAgent'], i18n),
    { id: 'address', label: i18n._(agentFields.address.label), value: <bdi>{`${agent.address.street}, ${agent.address.city}, ${agent.address.lga}`}</bdi> },
    { id: 'state', label: t`State`, value: agent.address.stateName },
    { id: 'zone', label: t`Geopolitical zone`, value: text(agent.address.zone ? i18n._(zoneLabels[agent.address.zone]) : null) },
    {
      id: 'location',
      label: i18n._(agentFields.location.label),
      value: agent.location ? (
        <ChakraLink
          href={`https://www.openstreetmap.org/?mlat=${agent.location.latitude}&mlon=${agent.location.longitude}#map=17/${agent.location.latitude}/${agent.location.longitude}`}
          target="_blank"
          rel="noreferrer"
          color="brand.fg"
        >
          <bdi dir="ltr">
            {formatNumber(agent.location.latitude, locale, { maximumFractionDigits: 6 })}° N, {formatNumber(agent.location.longitude, locale, { maximumFractionDigits: 6 })}° E
          </bdi>
        </ChakraLink>
      ) : (
        text(null)
      ),
    },
  ]
  const terminal = [...fieldDetails(agentFields, agent, ['terminalId', 'terminalSerialNumber', 'terminalMaker', 'dailyCashOutLimit', 'createdAt', 'updatedAt'], i18n)].map((item) =>
    item.id === 'terminalSerialNumber' || item.id === 'terminalMaker' ? { ...item, value: text((agent as Record<string, unknown>)[item.id] ? item.value : null) } : item,
  )

  if (editing && !locked)
    return (
      <AgentForm
        agent={agent}
        returned={returned}
        onCancel={() => setEditing(false)}
        onSaved={(outcome) => {
          setEditing(false)
          notice.show(outcome, <Trans>The agent {agent.code} was saved.</Trans>)
        }}
      />
    )

  return (
    <Stack gap="5" maxW="6xl" data-testid="agent-record">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {agent.businessName}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
            <span>{agent.code}</span>
            <span aria-hidden="true">·</span>
            <span>
              {agent.firstName} {agent.lastName}
            </span>
            <StatusBadge tone={agent.status === 'Active' ? 'success' : 'neutral'}>{i18n._(entityStatusLabels[agent.status])}</StatusBadge>
            <StatusBadge tone={agent.enabled ? 'success' : 'danger'} testId="agent-enabled">
              {agent.enabled ? t`Enabled` : t`Disabled`}
            </StatusBadge>
          </Flex>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {canUpdate && !locked && agent.status !== 'Deleted' && (
            <Button size="sm" colorPalette="brand" onClick={() => (notice.clear(), setEditing(true))} data-testid="edit-agent">
              <Trans>Edit</Trans>
            </Button>
          )}
          {canSwitch && !locked && agent.status !== 'Deleted' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette={agent.enabled ? 'red' : 'brand'}
              data-testid={agent.enabled ? 'disable-agent' : 'enable-agent'}
              onClick={() => {
                notice.clear()
                setSwitching({ id: agent.id, code: agent.code, businessName: agent.businessName, enabled: agent.enabled })
              }}
            >
              {agent.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <Link to="/agent-management">
              <Trans>Back to the list</Trans>
            </Link>
          </Button>
        </Flex>
      </Flex>

      {notice.notice}

      <Card title={<Trans>Cash-out today</Trans>} testId="agent-cash-out">
        <CashOutToday agent={agent} />
      </Card>

      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5">
        <Card title={<Trans>Agent and identity</Trans>}>
          <DetailList items={identity} testId="agent-identity" />
        </Card>
        <Card title={<Trans>Outlet</Trans>}>
          <DetailList items={outlet} testId="agent-outlet" />
        </Card>
        <Card title={<Trans>POS terminal and limit</Trans>}>
          <DetailList items={terminal} testId="agent-terminal" />
        </Card>
      </Box>

      {canSeeTransactions && (
        <Card title={<Trans>Last transactions</Trans>}>
          <LastTransactions agentId={agent.id} />
        </Card>
      )}

      <EnableDisableDialog
        agent={switching}
        onClose={() => setSwitching(null)}
        onDone={(outcome, switched) => {
          setSwitching(null)
          notice.show(outcome, switched.enabled ? <Trans>The agent {switched.code} was disabled.</Trans> : <Trans>The agent {switched.code} was enabled.</Trans>)
        }}
      />
    </Stack>
  )
}
