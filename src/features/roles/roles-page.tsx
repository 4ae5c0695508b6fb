import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'

import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, StatusFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { RowActions, type RowAction } from '../../components/data-table/row-actions'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import type { DataColumn } from '../../components/data-table/data-table'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { roleFields, type Role } from '../../entities/role'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { listRoles, useRoles } from './api/list-roles'
import { useDeleteRole } from './api/save-role'
import { roleList } from './role-search'

/** Manage Role: name, creation dates and status in the URL, how many users hold each role, delete behind a confirm (refused while held). */
export function RolesPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const list = useListSearch(roleList)
  const { startDate, endDate } = list.search
  const query = useRoles(list.query)
  const canCreate = usePermission(permission('Role', 'Create'))
  const canUpdate = usePermission(permission('Role', 'Update'))
  const canDelete = usePermission(permission('Role', 'Delete'))
  const remove = useDeleteRole()
  const [lastDelete, setLastDelete] = useState<{ outcome: MutationOutcome<unknown>; name: string } | null>(null)
  const context = { i18n, locale }
  const permissionsText = (row: Role) => row.permissions.map((p) => `${p.groupName} / ${p.shortName}`).join('; ')

  const actionsOf = (row: Role): RowAction[] => {
    const actions: RowAction[] = [{ id: 'open', label: canUpdate ? t`Edit` : t`View`, link: { to: '/Role-Management/view/$id', params: { id: String(row.id) } } }]
    if (canDelete && row.status !== 'Deleted')
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the role {row.name}?</Trans>,
          body:
            row.userCount > 0 ? (
              <Trans>{row.userCount} users hold this role: the platform refuses to delete it until they are given another role.</Trans>
            ) : (
              <Trans>The role is marked Deleted and can no longer be given to users. No user holds it.</Trans>
            ),
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused: run throws and the dialog stays open with the platform's reason.
        onRun: async () => setLastDelete({ outcome: await remove.run(row.id), name: row.name }),
      })
    return actions
  }

  const columns: DataColumn<Role>[] = [
    fieldColumn(roleFields, 'name', context, {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <>
          <Link to="/Role-Management/view/$id" params={{ id: String(row.id) }} className="ui-link">
            <Text as="span" display="block" fontWeight="medium">
              {row.name}
            </Text>
          </Link>
          {row.description && (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" lineClamp={1}>
              {row.description}
            </Text>
          )}
        </>
      ),
    }),
    fieldColumn(roleFields, 'permissions', context, {
      // Every permission is in the CSV; on screen how many, the whole list on hover.
      exportValue: permissionsText,
      cell: (row) => (
        <Text as="span" title={permissionsText(row)}>
          {row.permissions.length === 1 ? <Trans>1 permission</Trans> : <Trans>{row.permissions.length} permissions</Trans>}
        </Text>
      ),
    }),
    fieldColumn(roleFields, 'userCount', context, { width: '7rem', align: 'end' }),
    fieldColumn(roleFields, 'status', context, { width: '8rem' }),
    fieldColumn(roleFields, 'createdAt', context, { width: '11rem' }),
    fieldColumn(roleFields, 'updatedAt', context, { width: '11rem' }),
    { id: 'actions', header: t`Actions`, width: '10rem', align: 'end', hideable: false, cell: (row) => <RowActions label={row.name} actions={actionsOf(row)} /> },
  ]

  return (
    <ListView
      id="roles"
      label={t`Roles`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-role-id': String(row.id) })}
      filters={
        <>
          <TextFilter label={t`Name`} {...list.filter('name', { replace: true })} />
          <DateRangeFilter startDate={startDate} endDate={endDate} onChange={(range) => list.setFilters(range)} />
          <StatusFilter {...list.filter('status')} />
        </>
      }
      actions={
        canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/Role-Management/create-role">
              <Trans>Create Role</Trans>
            </Link>
          </Button>
        )
      }
      exportAll={{ filename: 'roles', fetchPage: pagesOf(listRoles, list.query) }}
      notice={lastDelete && <MutationOutcomeAlert outcome={lastDelete.outcome} appliedMessage={<Trans>The role {lastDelete.name} was deleted.</Trans>} />}
      emptyMessage={<Trans>There are no roles yet.</Trans>}
      filteredEmptyMessage={<Trans>No role matches these filters.</Trans>}
    />
  )
}
