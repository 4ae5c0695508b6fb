import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

import { actionsColumn, DateRangeFilter, ListView, NameCell, pagesOf, StatusFilter, TextFilter, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { roleDeletion, roleFields, type Role } from '../../entities/role'
import { useCan } from '../../lib/auth/use-permission'
import { listRoles, useRoles } from './api/list-roles'
import { useDeleteRole } from './api/delete-role'
import { roleList } from './role-search'

/** Manage Role: name, creation dates and status in the URL, how many users hold each role, delete behind a confirm (refused while held). */
export function RolesPage() {
  const { t } = useLingui()
  const list = useListSearch(roleList)
  const can = useCan('Role')
  const remove = useDeleteRole()
  const actions = useRowActions()
  const column = useFieldColumns<Role>(roleFields)
  const permissionsText = (row: Role) => row.permissions.map((p) => `${p.groupName} / ${p.shortName}`).join('; ')

  const actionsOf = (row: Role) => [
    actions.open({ to: '/Role-Management/view/$id', params: { id: String(row.id) } }, can('Update')),
    can('Delete') && row.status !== 'Deleted' && actions.remove({ ...roleDeletion(row), run: () => remove.run(row.id) }),
  ]

  const columns: DataColumn<Role>[] = [
    column('name', {
      hideable: false,
      phoneLabel: false,
      cell: (row) => <NameCell name={row.name} description={row.description} link={{ to: '/Role-Management/view/$id', params: { id: String(row.id) } }} />,
    }),
    column('permissions', {
      // Every permission is in the CSV; on screen how many, the whole list on hover.
      exportValue: permissionsText,
      cell: (row) => (
        <Text as="span" title={permissionsText(row)}>
          {row.permissions.length === 1 ? <Trans>1 permission</Trans> : <Trans>{row.permissions.length} permissions</Trans>}
        </Text>
      ),
    }),
    column('userCount', { width: '7rem', align: 'end', priority: 'key' }),
    column('status', { width: '8rem', priority: 'key' }),
    column('createdAt', { width: '11rem' }),
    column('updatedAt', { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.name, actionsOf),
  ]

  return (
    <ListView
      id="roles"
      label={t`Roles`}
      list={list}
      query={useRoles(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-role-id': String(row.id) })}
      filters={
        <>
          <TextFilter label={t`Name`} {...list.filter('name', { replace: true })} />
          <DateRangeFilter {...list.dateRange()} />
          <StatusFilter {...list.filter('status')} />
        </>
      }
      create={can('Create') && { link: { to: '/Role-Management/create-role' }, label: <Trans>Create Role</Trans> }}
      exportAll={{ filename: 'roles', fetchPage: pagesOf(listRoles, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>There are no roles yet.</Trans>}
      filteredEmptyMessage={<Trans>No role matches these filters.</Trans>}
    />
  )
}
