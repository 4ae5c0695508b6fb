import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import type { DataColumn } from '../../components/data-table/data-table'
import { fieldColumn, NameCell } from '../../components/data-table/field-columns'
import { NameStatusFilters } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { actionsColumn, type RowAction } from '../../components/data-table/row-actions'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { commissionGroupFields, type CommissionGroup } from '../../entities/commission-group'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { useDeleteCommissionGroup } from './api/delete-commission-group'
import { listCommissionGroups, useCommissionGroups } from './api/list-commission-groups'
import { commissionGroupList } from './commission-group-search'

const productsOf = (row: CommissionGroup) => row.rules.map((rule) => rule.product.name).join(', ')

/** Manage Commission: name and status filters in the URL, edit or view, soft delete behind a confirm. */
export function CommissionGroupsPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(commissionGroupList)
  const query = useCommissionGroups(list.query)
  const canCreate = usePermission(permission('Commission Group', 'Create'))
  const canUpdate = usePermission(permission('Commission Group', 'Update'))
  const canDelete = usePermission(permission('Commission Group', 'Delete'))
  const remove = useDeleteCommissionGroup()
  const [lastDelete, setLastDelete] = useState<{ outcome: MutationOutcome<unknown>; name: string } | null>(null)
  const context = { i18n, locale }

  const actionsOf = (row: CommissionGroup): RowAction[] => {
    const link = { to: '/commission/$id', params: { id: String(row.id) } } as const
    const actions: RowAction[] = [canUpdate && row.status !== 'Deleted' ? { id: 'edit', label: t`Edit`, link } : { id: 'view', label: t`View`, link }]
    if (canDelete && row.status !== 'Deleted')
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the commission group {row.name}?</Trans>,
          body: <Trans>The group is marked Deleted and no longer offered for merchant configurations. A group that merchants are configured with is refused: move them to another group first.</Trans>,
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused (409 while merchants use it): run throws and the dialog stays open with the platform's reason.
        onRun: async () => setLastDelete({ outcome: await remove.run(row.id), name: row.name }),
      })
    return actions
  }

  const columns: DataColumn<CommissionGroup>[] = [
    fieldColumn(commissionGroupFields, 'name', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => <NameCell name={row.name} description={row.description} />,
    }),
    {
      id: 'products',
      header: t`Products covered`,
      // Every product is in the CSV; on screen two lines, the whole list on hover.
      cell: (row) => (
        <Text as="span" lineClamp={2} title={productsOf(row)}>
          {productsOf(row)}
        </Text>
      ),
      exportValue: productsOf,
    },
    fieldColumn(commissionGroupFields, 'merchantCount', context, { width: '9rem', align: 'end' }),
    fieldColumn(commissionGroupFields, 'status', context, { width: '8rem' }),
    fieldColumn(commissionGroupFields, 'updatedAt', context, { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="commission-groups"
      label={t`Commission groups`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-commission-group-id': String(row.id) })}
      filters={<NameStatusFilters name={list.search.name} status={list.search.status} onChange={list.setFilters} />}
      actions={
        canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/commission/create">
              <Trans>Create Commission Group</Trans>
            </Link>
          </Button>
        )
      }
      exportAll={{ filename: 'commission-groups', fetchPage: pagesOf(listCommissionGroups, list.query) }}
      notice={lastDelete && <MutationOutcomeAlert outcome={lastDelete.outcome} appliedMessage={<Trans>The commission group {lastDelete.name} was deleted.</Trans>} />}
      emptyMessage={<Trans>There are no commission groups yet.</Trans>}
      filteredEmptyMessage={<Trans>No commission group matches these filters.</Trans>}
    />
  )
}
