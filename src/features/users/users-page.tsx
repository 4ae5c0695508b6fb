import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'

import { actionsColumn, DateRangeFilter, ListView, pagesOf, StatusFilter, TextFilter, useFieldColumns, useListSearch, useRowActions, type DataColumn } from '../../components/data-table'
import { userDeletion, userFields, type User } from '../../entities/user'
import { useCan } from '../../lib/auth/use-permission'
import { listUsers, useUsers } from './api/list-users'
import { useDeleteUser } from './api/delete-user'
import { userList } from './user-search'

/** Manage User: username, names, creation dates and status in the URL; view, edit and delete (confirmed) per row. */
export function UsersPage() {
  const { t } = useLingui()
  const me = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  const list = useListSearch(userList)
  const can = useCan('User')
  const remove = useDeleteUser()
  const actions = useRowActions()
  const column = useFieldColumns<User>(userFields)

  const actionsOf = (row: User) => {
    const params = { id: String(row.id) }
    const live = row.status !== 'Deleted'
    return [
      actions.view({ to: '/User-Management/view/$id', params }),
      live && can('Update') && actions.edit({ to: '/User-Management/edit/$id', params }),
      live && can('Delete') && actions.remove({ ...userDeletion(row, row.id === me.id), run: () => remove.run(row.id) }),
    ]
  }

  const columns: DataColumn<User>[] = [
    column('username', {
      hideable: false,
      phoneLabel: false,
      cell: (row) => (
        <Link to="/User-Management/view/$id" params={{ id: String(row.id) }} className="ui-link" title={row.email}>
          <Text as="span" display="block" fontWeight="medium" overflowWrap="anywhere">
            {row.username}
          </Text>
        </Link>
      ),
      exportValue: (row) => row.username,
    }),
    column('firstName'),
    column('lastName'),
    column('roles', { priority: 'key' }),
    column('status', { width: '8rem', priority: 'key' }),
    column('createdAt', { width: '11rem' }),
    actionsColumn(t`Actions`, (row) => row.username, actionsOf, '12rem'),
  ]

  return (
    <ListView
      id="users"
      label={t`Users`}
      list={list}
      query={useUsers(list.query)}
      columns={columns}
      rowAttributes={(row) => ({ 'data-user-id': String(row.id) })}
      filters={
        <>
          <TextFilter label={t`Username`} maxLength={50} {...list.filter('username', { replace: true })} />
          <TextFilter label={t`First name`} maxLength={60} {...list.filter('firstName', { replace: true })} />
          <TextFilter label={t`Last name`} maxLength={60} {...list.filter('lastName', { replace: true })} />
          <DateRangeFilter {...list.dateRange()} />
          <StatusFilter {...list.filter('status')} />
        </>
      }
      create={can('Create') && { link: { to: '/User-Management/create-user' }, label: <Trans>Create User</Trans> }}
      exportAll={{ filename: 'users', fetchPage: pagesOf(listUsers, list.query) }}
      notice={actions.notice}
      emptyMessage={<Trans>There are no users yet.</Trans>}
      filteredEmptyMessage={<Trans>No user matches these filters.</Trans>}
    />
  )
}
