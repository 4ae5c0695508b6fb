import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'

import { fieldColumn } from '../../components/data-table/field-columns'
import { DateRangeFilter, StatusFilter, TextFilter } from '../../components/data-table/filters'
import { ListView } from '../../components/data-table/list-view'
import { RowActions, type RowAction } from '../../components/data-table/row-actions'
import { pagesOf } from '../../components/data-table/fetch-all-pages'
import { useListSearch } from '../../components/data-table/use-list-search'
import type { DataColumn } from '../../components/data-table/data-table'
import { MutationOutcomeAlert } from '../../components/feedback/mutation-outcome-alert'
import { userFields, type User } from '../../entities/user'
import { usePermission } from '../../lib/auth/use-permission'
import { activeLocale } from '../../lib/i18n'
import type { MutationOutcome } from '../../lib/mutation-outcome'
import { permission } from '../../lib/permissions'
import { listUsers, useUsers } from './api/list-users'
import { useDeleteUser } from './api/save-user'
import { userList } from './user-search'

/** Manage User: username, names, creation dates and status in the URL; view, edit and delete (confirmed) per row. */
export function UsersPage() {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const me = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  const list = useListSearch(userList)
  const { startDate, endDate } = list.search
  const query = useUsers(list.query)
  const canCreate = usePermission(permission('User', 'Create'))
  const canUpdate = usePermission(permission('User', 'Update'))
  const canDelete = usePermission(permission('User', 'Delete'))
  const remove = useDeleteUser()
  const [lastDelete, setLastDelete] = useState<{ outcome: MutationOutcome<unknown>; name: string } | null>(null)
  const context = { i18n, locale }

  const actionsOf = (row: User): RowAction[] => {
    const id = String(row.id)
    const actions: RowAction[] = [{ id: 'view', label: t`View`, link: { to: '/User-Management/view/$id', params: { id } } }]
    if (row.status === 'Deleted') return actions
    if (canUpdate) actions.push({ id: 'edit', label: t`Edit`, link: { to: '/User-Management/edit/$id', params: { id } } })
    if (canDelete)
      actions.push({
        id: 'delete',
        label: t`Delete`,
        tone: 'danger',
        confirm: {
          title: <Trans>Delete the user {row.username}?</Trans>,
          body:
            row.id === me.id ? (
              <Trans>This is your own account: the platform refuses to let you delete it.</Trans>
            ) : (
              <Trans>
                {row.firstName} {row.lastName} can no longer sign in and their sessions end at once. The record stays, marked Deleted, for the audit trail.
              </Trans>
            ),
          confirmLabel: <Trans>Delete</Trans>,
        },
        // Refused: run throws and the dialog stays open with the platform's reason.
        onRun: async () => setLastDelete({ outcome: await remove.run(row.id), name: row.username }),
      })
    return actions
  }

  const columns: DataColumn<User>[] = [
    fieldColumn(userFields, 'username', context, {
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
    fieldColumn(userFields, 'firstName', context),
    fieldColumn(userFields, 'lastName', context),
    fieldColumn(userFields, 'roles', context),
    fieldColumn(userFields, 'status', context, { width: '8rem' }),
    fieldColumn(userFields, 'createdAt', context, { width: '11rem' }),
    { id: 'actions', header: t`Actions`, width: '12rem', align: 'end', hideable: false, cell: (row) => <RowActions label={row.username} actions={actionsOf(row)} /> },
  ]

  return (
    <ListView
      id="users"
      label={t`Users`}
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-user-id': String(row.id) })}
      filters={
        <>
          <TextFilter label={t`Username`} maxLength={50} {...list.filter('username', { replace: true })} />
          <TextFilter label={t`First name`} maxLength={60} {...list.filter('firstName', { replace: true })} />
          <TextFilter label={t`Last name`} maxLength={60} {...list.filter('lastName', { replace: true })} />
          <DateRangeFilter startDate={startDate} endDate={endDate} onChange={(range) => list.setFilters(range)} />
          <StatusFilter {...list.filter('status')} />
        </>
      }
      actions={
        canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <Link to="/User-Management/create-user">
              <Trans>Create User</Trans>
            </Link>
          </Button>
        )
      }
      exportAll={{ filename: 'users', fetchPage: pagesOf(listUsers, list.query) }}
      notice={lastDelete && <MutationOutcomeAlert outcome={lastDelete.outcome} appliedMessage={<Trans>The user {lastDelete.name} was deleted.</Trans>} />}
      emptyMessage={<Trans>There are no users yet.</Trans>}
      filteredEmptyMessage={<Trans>No user matches these filters.</Trans>}
    />
  )
}
