import { Trans, useLingui } from '@lingui/react/macro'

import { actionsColumn, ListView, NameCell, NamesCell, NameStatusFilters, pagesOf, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { productGroupDeletion, productGroupFields, type ProductGroup } from '../../entities/product-group'
import { useCan } from '../../lib/auth/use-permission'
import { listProductGroups, useProductGroups } from './api/list-product-groups'
import { useDeleteProductGroup } from './api/delete-product-group'
import { productGroupList } from './product-group-search'

/** Manage Product Group: name and status filters in the URL, edit, soft delete behind a confirm. */
export function ProductGroupsPage() {
  const { t } = useLingui()
  const list = useListSearch(productGroupList)
  const can = useCan('Product Group')
  const remove = useDeleteProductGroup()
  const actions = useRowActions()
  const column = useFieldColumns<ProductGroup>(productGroupFields)

  const actionsOf = (row: ProductGroup) =>
    row.status === 'Deleted'
      ? []
      : [
          can('Update') && actions.edit({ to: '/Product-Group/edit/$id', params: { id: String(row.id) } }),
          can('Delete') && actions.remove({ ...productGroupDeletion(row), run: () => remove.run(row.id) }),
        ]

  const columns: DataColumn<ProductGroup>[] = [
    column('name', { hideable: false, phoneLabel: false, cell: (row) => <NameCell name={row.name} description={row.description} /> }),
    column('products', {
      priority: 'key',
      cell: (row) => <NamesCell names={row.products.map((product) => product.name)} />,
    }),
    column('status', { width: '8rem', priority: 'key' }),
    column('createdBy', { width: '9rem' }),
    column('updatedAt', { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="product-groups"
      label={t`Product groups`}
      list={list}
      query={useProductGroups(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-product-group-id': String(row.id) })}
      filters={<NameStatusFilters name={list.filter('name', { replace: true })} status={list.filter('status')} />}
      create={can('Create') && { link: { to: '/Product-Group/create' }, label: <Trans>Create Product Group</Trans> }}
      exportAll={{ filename: 'product-groups', fetchPage: pagesOf(listProductGroups, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>There are no product groups yet.</Trans>}
      filteredEmptyMessage={<Trans>No product group matches these filters.</Trans>}
    />
  )
}
