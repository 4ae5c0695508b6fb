import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { fieldColumn, NameCell } from '../../components/data-table/field-columns'
import { NameStatusFilters } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { actionsColumn, type RowAction } from '../../components/data-table/row-actions'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import type { DataColumn } from '../../components/data-table/data-table'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { feeSchemeFields, type FeeScheme } from '../../entities/fee-scheme'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { listFeeSchemes, useFeeSchemes } from './api/list-fee-schemes'
import { useDeleteFeeScheme } from './api/save-fee-scheme'
import { feeSchemeList } from './fee-scheme-search'
import { ruleSummary } from './rule-summary'

/** Manage Fee: name and status filters in the URL, how many merchants use each scheme, soft delete behind a confirm. */
export function FeeSchemesPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(feeSchemeList)
  const query = useFeeSchemes(list.query)
  const canCreate = usePermission(permission('Fee Scheme', 'Create'))
  const canUpdate = usePermission(permission('Fee Scheme', 'Update'))
  const canDelete = usePermission(permission('Fee Scheme', 'Delete'))
  const remove = useDeleteFeeScheme()
  const [lastDelete, setLastDelete] = useState<{ outcome: MutationOutcome<unknown>; name: string } | null>(null)
  const context = { i18n, locale }
  const feesText = (row: FeeScheme) => row.rules.map((rule) => `${rule.product.name}: ${ruleSummary(rule, i18n, locale)}`).join('; ')

  const actionsOf = (row: FeeScheme): RowAction[] => {
    const actions: RowAction[] = [{ id: 'open', label: canUpdate ? t`Edit` : t`View`, link: { to: '/fee/$id', params: { id: String(row.id) } } }]
    if (canDelete && row.status !== 'Deleted')
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the fee scheme {row.name}?</Trans>,
          body:
            row.merchantCount > 0 ? (
              <Trans>{row.merchantCount} merchants are configured with this scheme: the platform refuses to delete it until they are moved to another fee scheme.</Trans>
            ) : (
              <Trans>The scheme is marked Deleted and no longer offered to merchants. No merchant uses it.</Trans>
            ),
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused: run throws and the dialog stays open with the platform's reason.
        onRun: async () => setLastDelete({ outcome: await remove.run(row.id), name: row.name }),
      })
    return actions
  }

  const columns: DataColumn<FeeScheme>[] = [
    fieldColumn(feeSchemeFields, 'name', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => <NameCell name={row.name} description={row.description} link={{ to: '/fee/$id', params: { id: String(row.id) } }} />,
    }),
    fieldColumn(feeSchemeFields, 'rules', context, {
      // Every product's fee is in the CSV; on screen how many, the whole list on hover.
      exportValue: feesText,
      cell: (row) => (
        <Text as="span" title={feesText(row)}>
          {row.rules.length === 1 ? <Trans>1 product</Trans> : <Trans>{row.rules.length} products</Trans>}
        </Text>
      ),
    }),
    fieldColumn(feeSchemeFields, 'merchantCount', context, { width: '8rem', align: 'end' }),
    fieldColumn(feeSchemeFields, 'status', context, { width: '8rem' }),
    fieldColumn(feeSchemeFields, 'createdBy', context, { width: '9rem' }),
    fieldColumn(feeSchemeFields, 'updatedAt', context, { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="fee-schemes"
      label={t`Fee schemes`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-fee-scheme-id': String(row.id) })}
      filters={<NameStatusFilters name={list.search.name} status={list.search.status} onChange={list.setFilters} />}
      actions={
        canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/fee/create">
              <Trans>Create Fee</Trans>
            </Link>
          </Button>
        )
      }
      exportAll={{ filename: 'fee-schemes', fetchPage: pagesOf(listFeeSchemes, list.query) }}
      notice={lastDelete && <MutationOutcomeAlert outcome={lastDelete.outcome} appliedMessage={<Trans>The fee scheme {lastDelete.name} was deleted.</Trans>} />}
      emptyMessage={<Trans>There are no fee schemes yet.</Trans>}
      filteredEmptyMessage={<Trans>No fee scheme matches these filters.</Trans>}
    />
  )
}
