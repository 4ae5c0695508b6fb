import { Button, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

import { fieldColumn } from '../../components/data-table/field-columns'
import { SelectFilter, StatusFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { actionsColumn, type RowAction } from '../../components/data-table/row-actions'
import { useListSearch } from '../../components/data-table/use-list-search'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import type { DataColumn } from '../../components/data-table/data-table'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { merchantFields, type MerchantSummary } from '../../entities/merchant'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { useReference } from '../../offline/reference-data'
import { listMerchants, useMerchants } from './api/list-merchants'
import { useDeleteMerchant } from './api/save-merchant'
import { EnableDisableDialog } from './components/enable-disable-dialog'
import { DeleteMerchantExplanation } from './components/merchant-actions'
import { merchantList } from './merchant-search'

/** Manage Merchant: name, status and super agent filters in the URL, enable/disable with a reason, delete behind a confirm. */
export function MerchantsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(merchantList)
  const query = useMerchants(list.query)
  const superAgents = useReference('superAgents')
  const canCreate = usePermission(permission('Merchant', 'Create Merchant'))
  const canDelete = usePermission(permission('Merchant', 'Delete Merchant'))
  const canEnable = usePermission(permission('Merchant', 'Enable/Disable Merchant'))
  const remove = useDeleteMerchant()
  const [switching, setSwitching] = useState<MerchantSummary | null>(null)
  const [notice, setNotice] = useState<{ outcome: MutationOutcome<unknown>; message: ReactNode } | null>(null)
  const context = { i18n, locale }

  const actionsOf = (row: MerchantSummary): RowAction[] => {
    // The business name opens the merchant.
    const actions: RowAction[] = []
    if (row.status === 'Deleted') return actions
    if (canEnable)
      actions.push({
        id: 'enable-disable',
        label: row.enabled ? t`Disable` : t`Enable`,
        ...(row.enabled ? { tone: 'danger' as const } : {}),
        onRun: async () => setSwitching(row),
      })
    if (canDelete)
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the merchant {row.businessName}?</Trans>,
          body: <DeleteMerchantExplanation agentCount={row.agentCount} />,
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused (409: agents, transactions or cases on record): run throws and the dialog keeps the platform's reason.
        onRun: async () => {
          const outcome = await remove.run(row.id)
          setNotice({ outcome, message: <Trans>The merchant {row.businessName} was deleted.</Trans> })
        },
      })
    return actions
  }

  const columns: DataColumn<MerchantSummary>[] = [
    fieldColumn(merchantFields, 'businessName', context, {
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
    fieldColumn(merchantFields, 'superAgent', context, {
      width: '9rem',
      cell: (row) => (
        <Text as="span" fontSize="sm" lineClamp={2} title={row.superAgent.name}>
          {row.superAgent.name}
        </Text>
      ),
    }),
    fieldColumn(merchantFields, 'agentCount', context, { width: '5rem', align: 'end' }),
    fieldColumn(merchantFields, 'enabled', context, { width: '6.5rem' }),
    fieldColumn(merchantFields, 'status', context, { width: '6rem' }),
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
            <SelectFilter
              label={t`Super agent`}
              allLabel={t`All super agents`}
              options={(superAgents.data?.data ?? []).map((agent) => ({ value: agent.id, label: `${agent.name} (${agent.code})` }))}
              {...list.filter('superAgentId')}
            />
          </>
        }
        actions={
          canCreate && (
            <Button asChild size="sm" colorPalette="brand">
              <Link to="/onboarding/create-merchant">
                <Trans>Create Merchant</Trans>
              </Link>
            </Button>
          )
        }
        exportAll={{ filename: 'merchants', fetchPage: pagesOf(listMerchants, list.query) }}
        notice={notice && <MutationOutcomeAlert outcome={notice.outcome} appliedMessage={notice.message} />}
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
            setNotice({ outcome, message: enabled ? <Trans>The merchant {name} was enabled.</Trans> : <Trans>The merchant {name} was disabled.</Trans> })
          }}
        />
      )}
    </>
  )
}
