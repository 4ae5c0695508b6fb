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
import { productGroupFields, type ProductGroup } from '../../entities/product-group'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { listProductGroups, useProductGroups } from './api/list-product-groups'
import { useDeleteProductGroup } from './api/save-product-group'
import { productGroupList } from './product-group-search'

/** Manage Product Group: name and status filters in the URL, edit, soft delete behind a confirm. */
export function ProductGroupsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(productGroupList)
  const query = useProductGroups(list.query)
  const canCreate = usePermission(permission('Product Group', 'Create'))
  const canUpdate = usePermission(permission('Product Group', 'Update'))
  const canDelete = usePermission(permission('Product Group', 'Delete'))
  const remove = useDeleteProductGroup()
  const [lastDelete, setLastDelete] = useState<{ outcome: MutationOutcome<unknown>; name: string } | null>(null)
  const context = { i18n, locale }

  const actionsOf = (row: ProductGroup): RowAction[] => {
    const actions: RowAction[] = []
    if (canUpdate && row.status !== 'Deleted') actions.push({ id: 'edit', label: t`Edit`, link: { to: '/Product-Group/edit/$id', params: { id: String(row.id) } } })
    if (canDelete && row.status !== 'Deleted')
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the product group {row.name}?</Trans>,
          body: <Trans>The group is marked Deleted and no longer offered for new configurations; merchants configured with it keep their configuration.</Trans>,
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused: run throws and the dialog stays open with the platform's reason.
        onRun: async () => setLastDelete({ outcome: await remove.run(row.id), name: row.name }),
      })
    return actions
  }

  const columns: DataColumn<ProductGroup>[] = [
    fieldColumn(productGroupFields, 'name', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => <NameCell name={row.name} description={row.description} />,
    }),
    fieldColumn(productGroupFields, 'products', context, {
      // Every product is in the CSV; on screen two lines, the whole list on hover.
      cell: (row) => (
        <Text as="span" lineClamp={2} title={row.products.map((product) => product.name).join(', ')}>
          {row.products.map((product) => product.name).join(', ')}
        </Text>
      ),
    }),
    fieldColumn(productGroupFields, 'status', context, { width: '8rem' }),
    fieldColumn(productGroupFields, 'createdBy', context, { width: '9rem' }),
    fieldColumn(productGroupFields, 'updatedAt', context, { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="product-groups"
      label={t`Product groups`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-product-group-id': String(row.id) })}
      filters={<NameStatusFilters name={list.search.name} status={list.search.status} onChange={list.setFilters} />}
      actions={
        canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/Product-Group/create">
              <Trans>Create Product Group</Trans>
            </Link>
          </Button>
        )
      }
      exportAll={{ filename: 'product-groups', fetchPage: pagesOf(listProductGroups, list.query) }}
      notice={lastDelete && <MutationOutcomeAlert outcome={lastDelete.outcome} appliedMessage={<Trans>The product group {lastDelete.name} was deleted.</Trans>} />}
      emptyMessage={<Trans>There are no product groups yet.</Trans>}
      filteredEmptyMessage={<Trans>No product group matches these filters.</Trans>}
    />
  )
}
