import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { actionsColumn, ListView, NameCell, NameStatusFilters, pagesOf, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { feeSchemeDeletion, feeSchemeFields, type FeeScheme } from '../../entities/fee-scheme'
import { useCan } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import { listFeeSchemes, useFeeSchemes } from './api/list-fee-schemes'
import { useDeleteFeeScheme } from './api/delete-fee-scheme'
import { feeSchemeList } from './fee-scheme-search'
import { ruleSummary } from './rule-summary'

/** Manage Fee: name and status filters in the URL, how many merchants use each scheme, soft delete behind a confirm. */
export function FeeSchemesPage() {
  const { t, i18n } = useLingui()
  const list = useListSearch(feeSchemeList)
  const can = useCan('Fee Scheme')
  const remove = useDeleteFeeScheme()
  const actions = useRowActions()
  const column = useFieldColumns<FeeScheme>(feeSchemeFields)
  const feesText = (row: FeeScheme) => row.rules.map((rule) => `${rule.product.name}: ${ruleSummary(rule, i18n, activeLocale())}`).join('; ')

  const actionsOf = (row: FeeScheme) => [
    actions.open({ to: '/fee/$id', params: { id: String(row.id) } }, can('Update')),
    can('Delete') && row.status !== 'Deleted' && actions.remove({ ...feeSchemeDeletion(row), run: () => remove.run(row.id) }),
  ]

  const columns: DataColumn<FeeScheme>[] = [
    column('name', { hideable: false, phoneLabel: false, cell: (row) => <NameCell name={row.name} description={row.description} link={{ to: '/fee/$id', params: { id: String(row.id) } }} /> }),
    // Every product's fee is in the CSV; on screen how many, the whole list on hover.
    column('rules', {
      priority: 'key',
      exportValue: feesText,
      cell: (row) => <Text as="span" title={feesText(row)} children={row.rules.length === 1 ? <Trans>1 product</Trans> : <Trans>{row.rules.length} products</Trans>} />,
    }),
    column('merchantCount', { width: '8rem', align: 'end', priority: 'key' }),
    column('status', { width: '8rem', priority: 'key' }),
    column('createdBy', { width: '9rem' }),
    column('updatedAt', { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="fee-schemes"
      label={t`Fee schemes`}
      list={list}
      query={useFeeSchemes(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-fee-scheme-id': String(row.id) })}
      filters={<NameStatusFilters name={list.filter('name', { replace: true })} status={list.filter('status')} />}
      create={can('Create') && { link: { to: '/fee/create' }, label: <Trans>Create Fee</Trans> }}
      exportAll={{ filename: 'fee-schemes', fetchPage: pagesOf(listFeeSchemes, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>There are no fee schemes yet.</Trans>}
      filteredEmptyMessage={<Trans>No fee scheme matches these filters.</Trans>}
    />
  )
}
