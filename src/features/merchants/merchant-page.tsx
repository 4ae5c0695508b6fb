import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { RowActions, type RowAction } from '../../components/data-table/row-actions'
import { FieldValue } from '../../components/field-value'
import { useOutcomeNotice } from '../../components/feedback/mutation-outcome-alert'
import { QueryBlock } from '../../components/feedback/query-state'
import { merchantFields, type Merchant } from '../../entities/merchant'
import { usePermission } from '../../lib/auth/use-permission'
import { permission } from '../../lib/permissions'
import { useMerchant } from './api/get-merchant'
import { useDeleteMerchant } from './api/delete-merchant'
import { EnableDisableDialog } from './components/enable-disable-dialog'
import { DeleteMerchantExplanation } from './components/merchant-actions'
import { MerchantAgents } from './components/merchant-agents'
import { MerchantConfiguration } from './components/merchant-configuration'
import type { ReturnedRequest } from '../../lib/returned-request'
import { MerchantDetails } from './components/merchant-details'
import { MerchantDocuments } from './components/merchant-documents'
import { MerchantHistory } from './components/merchant-history'
import { MerchantTransactions } from './components/merchant-transactions'
import { merchantSections, type MerchantSection } from './merchant-search'

const route = getRouteApi('/_authenticated/onboarding/$id')

/**
 * One merchant: a header with its state and actions, then one section at a time (the section is in the URL).
 * `locked`: a change to it waits for approval, so nothing is edited meanwhile.
 */
export function MerchantPage({ locked = false, returned }: { locked?: boolean; returned?: ReturnedRequest | undefined }) {
  const id = Number(route.useParams().id)
  const merchant = useMerchant(id)
  return (
    <QueryBlock query={merchant} testId="merchant">
      {(data) => <MerchantView merchant={data} locked={locked && !returned} returned={returned} />}
    </QueryBlock>
  )
}

function MerchantView({ merchant, locked, returned }: { merchant: Merchant; locked: boolean; returned: ReturnedRequest | undefined }) {
  const { t } = useLingui()
  const section: MerchantSection = route.useSearch().section ?? 'details'
  const navigate = useNavigate()
  const canUpdate = usePermission(permission('Merchant', 'Update Merchant'))
  const canDelete = usePermission(permission('Merchant', 'Delete Merchant'))
  const canEnable = usePermission(permission('Merchant', 'Enable/Disable Merchant'))
  const canViewAgents = usePermission(permission('Agent', 'View Agent'))
  const canCreateAgents = usePermission(permission('Agent', 'Create Agent'))
  const canViewTransactions = usePermission(permission('Report', 'View Transaction Report'))
  const canViewAudit = usePermission(permission('Audit', 'View Audit'))
  const remove = useDeleteMerchant()
  const [switching, setSwitching] = useState(false)
  const notice = useOutcomeNotice()
  const live = merchant.status !== 'Deleted'
  const editable = canUpdate && live && !locked

  const sectionLabels: Record<MerchantSection, string> = {
    details: t`Details`,
    documents: t`Documents`,
    configuration: t`Configuration`,
    agents: t`Agents`,
    transactions: t`Transactions`,
    history: t`History`,
  }

  const actions: RowAction[] = []
  if (canEnable && live)
    actions.push({ id: 'enable-disable', label: merchant.enabled ? t`Disable` : t`Enable`, ...(merchant.enabled ? { tone: 'danger' as const } : {}), onRun: async () => setSwitching(true) })
  if (canDelete && live)
    actions.push({
      id: 'delete',
      label: t`Delete`,
      tone: 'danger',
      confirm: {
        title: <Trans>Delete the merchant {merchant.businessName}?</Trans>,
        body: <DeleteMerchantExplanation agentCount={merchant.agentCount} />,
        confirmLabel: <Trans>Delete</Trans>,
      },
      onRun: async () => {
        const outcome = await remove.run(merchant.id)
        if (outcome.kind === 'applied') void navigate({ to: '/onboarding/manage-merchant' })
        else notice.show(outcome, null)
      },
    })

  return (
    <Stack gap="4">
      <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '5' }} data-testid="merchant-header">
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
          <Box minW="0">
            <Heading as="h2" size="lg" data-testid="merchant-name">
              {merchant.businessName}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap" mt="1" fontSize="sm" color="fg.muted">
              <FieldValue definition={merchantFields.status} value={merchant.status} />
              <span data-testid="merchant-enabled">
                <FieldValue definition={merchantFields.enabled} value={merchant.enabled} />
              </span>
              <Text as="span">
                <Trans>
                  Super agent {merchant.superAgent.name} · {merchant.agentCount} agents
                </Trans>
              </Text>
            </Flex>
          </Box>
          <RowActions label={merchant.businessName} actions={actions} />
        </Flex>
      </Box>
      {notice.notice}
      <Flex as="nav" aria-label={t`Sections of the merchant`} gap="2" wrap="wrap" data-testid="merchant-sections">
        {merchantSections.map((key) => (
          <Button key={key} asChild size="sm" variant={key === section ? 'solid' : 'outline'} colorPalette={key === section ? 'brand' : undefined}>
            <Link to="/onboarding/$id" params={{ id: String(merchant.id) }} search={{ section: key === 'details' ? undefined : key }} aria-current={key === section ? 'page' : undefined} replace>
              {sectionLabels[key]}
            </Link>
          </Button>
        ))}
      </Flex>
      {section === 'details' && <MerchantDetails merchant={merchant} canEdit={editable} returned={returned} />}
      {section === 'documents' && <MerchantDocuments merchantId={merchant.id} canEdit={editable} />}
      {section === 'configuration' && <MerchantConfiguration merchant={merchant} canEdit={editable} />}
      {section === 'agents' && <MerchantAgents merchantId={merchant.id} canView={canViewAgents} canCreate={canCreateAgents && live && merchant.enabled} />}
      {section === 'transactions' && <MerchantTransactions merchantId={merchant.id} canView={canViewTransactions} />}
      {section === 'history' && <MerchantHistory merchantId={merchant.id} canView={canViewAudit} />}
      {switching && (
        <EnableDisableDialog
          merchant={merchant}
          onClose={() => setSwitching(false)}
          onDone={(outcome, enabled) => {
            setSwitching(false)
            notice.show(outcome, enabled ? <Trans>The merchant was enabled.</Trans> : <Trans>The merchant was disabled.</Trans>)
          }}
        />
      )}
    </Stack>
  )
}
