import { Trans, useLingui } from '@lingui/react/macro'

import { actionsColumn, ListView, NameCell, NamesCell, NameStatusFilters, pagesOf, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { commissionGroupDeletion, commissionGroupFields, type CommissionGroup } from '../../entities/commission-group'
import { useCan } from '../../lib/auth/use-permission'
import { useDeleteCommissionGroup } from './api/delete-commission-group'
import { listCommissionGroups, useCommissionGroups } from './api/list-commission-groups'
import { commissionGroupList } from './commission-group-search'

const productsOf = (row: CommissionGroup) => row.rules.map((rule) => rule.product.name)

/** Manage Commission: name and status filters in the URL, edit or view, soft delete behind a confirm. */
export function CommissionGroupsPage() {
  const { t } = useLingui()
  const list = useListSearch(commissionGroupList)
  const can = useCan('Commission Group')
  const remove = useDeleteCommissionGroup()
  const actions = useRowActions()
  const column = useFieldColumns<CommissionGroup>(commissionGroupFields)

  const actionsOf = (row: CommissionGroup) => [
    actions.open({ to: '/commission/$id', params: { id: String(row.id) } }, can('Update') && row.status !== 'Deleted'),
    can('Delete') && row.status !== 'Deleted' && actions.remove({ ...commissionGroupDeletion(row), run: () => remove.run(row.id) }),
  ]

  const columns: DataColumn<CommissionGroup>[] = [
    column('name', { hideable: false, phoneLabel: false, cell: (row) => <NameCell name={row.name} description={row.description} /> }),
    { id: 'products', header: t`Products covered`, priority: 'key', cell: (row) => <NamesCell names={productsOf(row)} />, exportValue: (row) => productsOf(row).join(', ') },
    column('merchantCount', { width: '9rem', align: 'end' }),
    column('status', { width: '8rem', priority: 'key' }),
    column('updatedAt', { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="commission-groups"
      label={t`Commission groups`}
      list={list}
      query={useCommissionGroups(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-commission-group-id': String(row.id) })}
      filters={<NameStatusFilters name={list.filter('name', { replace: true })} status={list.filter('status')} />}
      create={can('Create') && { link: { to: '/commission/create' }, label: <Trans>Create Commission Group</Trans> }}
      exportAll={{ filename: 'commission-groups', fetchPage: pagesOf(listCommissionGroups, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>There are no commission groups yet.</Trans>}
      filteredEmptyMessage={<Trans>No commission group matches these filters.</Trans>}
    />
  )
}
