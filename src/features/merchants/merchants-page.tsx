import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { actionsColumn, EntityFilter, ListView, pagesOf, StatusFilter, TextFilter, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { merchantFields, type MerchantSummary } from '../../entities/merchant'
import { useCan } from '../../lib/auth/use-permission'
import { superAgentSource } from '../../lib/entity-sources'
import { listMerchants, useMerchants } from './api/list-merchants'
import { useDeleteMerchant } from './api/delete-merchant'
import { EnableDisableDialog } from './components/enable-disable-dialog'
import { DeleteMerchantExplanation } from './components/merchant-actions'
import { merchantList } from './merchant-search'

/** Manage Merchant: name, status and super agent filters in the URL, enable/disable with a reason, delete behind a confirm. */
export function MerchantsPage() {
  const { t } = useLingui()
  const list = useListSearch(merchantList)
  const query = useMerchants(list.query)
  const can = useCan('Merchant')
  const remove = useDeleteMerchant()
  const [switching, setSwitching] = useState<MerchantSummary | null>(null)
  const actions = useRowActions()
  const column = useFieldColumns<MerchantSummary>(merchantFields)

  // The business name opens the merchant; a deleted one offers nothing.
  const actionsOf = (row: MerchantSummary) =>
    row.status === 'Deleted'
      ? []
      : [
          can('Enable/Disable Merchant') && {
            id: 'enable-disable',
            label: row.enabled ? t`Disable` : t`Enable`,
            ...(row.enabled ? { tone: 'danger' as const } : {}),
            onRun: async () => setSwitching(row),
          },
          // Refused (409: agents, transactions or cases on record): the dialog keeps the platform's reason.
          can('Delete Merchant') &&
            actions.remove({
              title: <Trans>Delete the merchant {row.businessName}?</Trans>,
              body: <DeleteMerchantExplanation agentCount={row.agentCount} />,
              deleted: <Trans>The merchant {row.businessName} was deleted.</Trans>,
              run: () => remove.run(row.id),
            }),
        ]

  const columns: DataColumn<MerchantSummary>[] = [
    column('businessName', {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <>
          <ChakraLink asChild fontWeight="medium" color="fg">
            <Link to="/onboarding/$id" params={{ id: String(row.id) }}>
              {row.businessName}
            </Link>
          </ChakraLink>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            <bdi dir="ltr">{row.emailAddress1}</bdi>
          </Text>
        </>
      ),
    }),
    column('superAgent', {
      width: '9rem',
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={row.superAgent.name}>
          {row.superAgent.name}
        </Text>
      ),
    }),
    column('agentCount', { width: '5rem', align: 'end' }),
    column('enabled', { width: '6.5rem', priority: 'key' }),
    column('status', { width: '6rem', priority: 'key' }),
    actionsColumn(t`Actions`, (row) => row.businessName, actionsOf),
  ]

  return (
    <>
      <ListView
        id="merchants"
        label={t`Merchants`}
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-merchant-id': String(row.id) })}
        filters={
          <>
            <TextFilter label={t`Business name`} maxLength={150} {...list.filter('businessName', { replace: true })} />
            <StatusFilter {...list.filter('status')} />
            <EntityFilter source={superAgentSource} label={t`Super agent`} allLabel={t`All super agents`} {...list.filter('superAgentId')} />
          </>
        }
        create={can('Create Merchant') && { link: { to: '/onboarding/create-merchant' }, label: <Trans>Create Merchant</Trans> }}
        exportAll={{ filename: 'merchants', fetchPage: pagesOf(listMerchants, list.query) }}
        notice={actions.notice}
        emptyMessage={<Trans>There are no merchants yet.</Trans>}
        filteredEmptyMessage={<Trans>No merchant matches these filters.</Trans>}
      />
      {switching && (
        <EnableDisableDialog
          merchant={switching}
          onClose={() => setSwitching(null)}
          onDone={(outcome, enabled) => {
            const name = switching.businessName
            setSwitching(null)
            actions.showOutcome(outcome, enabled ? <Trans>The merchant {name} was enabled.</Trans> : <Trans>The merchant {name} was disabled.</Trans>)
          }}
        />
      )}
    </>
  )
}
