import { Box, Grid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouteContext } from '@tanstack/react-router'

import { Card } from '../../components/card'
import { fieldDetails } from '../../components/data-table/field-columns'
import { RowActions, type RowAction } from '../../components/data-table/row-actions'
import { StatusBadge } from '../../components/data-table/status-badge'
import { DetailList } from '../../components/detail-list'
import { QueryBlock } from '../../components/feedback/query-state'
import { useOutcomeNotice } from '../../components/feedback/mutation-outcome-alert'
import { auditEventTypeLabels } from '../../entities/audit-record'
import { entityStatusLabels } from '../../entities/common'
import { userFields, type User } from '../../entities/user'
import { usePermission } from '../../lib/auth/use-permission'
import { formatDateTime } from '../../lib/format'
import { activeLocale } from '../../lib/i18n'
import { permission } from '../../lib/permissions'
import { useUserAudit } from './api/get-user'
import { useDeleteUser } from './api/delete-user'
import { useUnlockUser } from './api/unlock-user'
import { useUpdateUserStatus } from './api/update-user-status'

const statusTones = { Active: 'success', Inactive: 'neutral', Pending: 'warning', Deleted: 'danger' } as const

/**
 * One user: their account (status, last sign-in, lockout, multi-factor), contact, roles and what
 * they did lately; edit, activate or deactivate, unlock and delete for those allowed to.
 */
export function UserDetail({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const locale = activeLocale()
  const navigate = useNavigate()
  const me = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  const own = me.id === user.id
  const canUpdate = usePermission(permission('User', 'Update'))
  const canChangeStatus = usePermission(permission('User', 'Change Status'))
  const canDelete = usePermission(permission('User', 'Delete'))
  const canReadAudit = usePermission(permission('Audit', 'View Audit'))
  const setStatus = useUpdateUserStatus()
  const unlock = useUnlockUser()
  const remove = useDeleteUser()
  const audit = useUserAudit(user.username, canReadAudit)
  const outcome = useOutcomeNotice()
  const name = `${user.firstName} ${user.lastName}`
  const live = user.status !== 'Deleted'

  const actions: RowAction[] = []
  if (live && canUpdate) actions.push({ id: 'edit', label: t`Edit`, link: { to: '/User-Management/edit/$id', params: { id: String(user.id) } } })
  if (live && canChangeStatus && user.lockedUntil)
    actions.push({
      id: 'unlock',
      label: t`Unlock`,
      confirm: {
        title: <Trans>Unlock {user.username}?</Trans>,
        body: <Trans>The account was locked after too many failed sign-ins. Unlocked, {name} may sign in again at once.</Trans>,
        confirmLabel: <Trans>Unlock</Trans>,
      },
      onRun: async () => outcome.show(await unlock.run(user.id), <Trans>The user {user.username} was unlocked.</Trans>),
    })
  if (live && canChangeStatus && user.status === 'Active')
    actions.push({
      id: 'deactivate',
      label: t`Deactivate`,
      tone: 'danger',
      confirm: {
        title: <Trans>Deactivate {user.username}?</Trans>,
        body: own ? (
          <Trans>This is your own account: the platform refuses to let you deactivate it.</Trans>
        ) : (
          <Trans>{name} can no longer sign in and their sessions end at once. You can activate the account again later.</Trans>
        ),
        confirmLabel: <Trans>Deactivate</Trans>,
      },
      onRun: async () => outcome.show(await setStatus.run({ id: user.id, status: 'Inactive' }), <Trans>The user {user.username} was deactivated.</Trans>),
    })
  if (live && canChangeStatus && user.status === 'Inactive')
    actions.push({
      id: 'activate',
      label: t`Activate`,
      confirm: {
        title: <Trans>Activate {user.username}?</Trans>,
        body: <Trans>{name} may sign in again with their roles.</Trans>,
        confirmLabel: <Trans>Activate</Trans>,
      },
      onRun: async () => outcome.show(await setStatus.run({ id: user.id, status: 'Active' }), <Trans>The user {user.username} was activated.</Trans>),
    })
  if (live && canDelete)
    actions.push({
      id: 'delete',
      label: t`Delete`,
      tone: 'danger',
      confirm: {
        title: <Trans>Delete the user {user.username}?</Trans>,
        body: own ? (
          <Trans>This is your own account: the platform refuses to let you delete it.</Trans>
        ) : (
          <Trans>{name} can no longer sign in and their sessions end at once. The record stays, marked Deleted, for the audit trail.</Trans>
        ),
        confirmLabel: <Trans>Delete</Trans>,
      },
      onRun: async () => {
        const result = await remove.run(user.id)
        if (result.kind === 'applied') void navigate({ to: '/User-Management' })
        else outcome.show(result, null)
      },
    })

  const statusLabel = i18n._(entityStatusLabels[user.status])
  const tone = statusTones[user.status]

  return (
    <Stack gap="5">
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between">
        <Box minW="0">
          <Text fontSize="lg" fontWeight="semibold" data-testid="user-name">
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
            {user.username}
          </Text>
        </Box>
        <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
          <StatusBadge tone={tone} testId="user-status">
            {statusLabel}
          </StatusBadge>
          {user.lockedUntil && (
            <StatusBadge tone="warning" testId="user-locked">
              <Trans>Locked</Trans>
            </StatusBadge>
          )}
          <RowActions label={user.username} actions={actions} />
        </Box>
      </Box>
      {outcome.notice}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="5" alignItems="start">
        <Card title={<Trans>Account</Trans>} testId="user-account">
          <DetailList items={fieldDetails(userFields, user, ['status', 'lastLoginAt', 'lockedUntil', 'failedLoginAttempts', 'multiFactorEnabled', 'createdAt', 'updatedAt'], i18n)} />
        </Card>
        <Card title={<Trans>Contact details</Trans>} testId="user-contact">
          <DetailList items={fieldDetails(userFields, user, ['username', 'firstName', 'lastName', 'email', 'phoneNumber'], i18n)} />
        </Card>
        <Card title={<Trans>Roles</Trans>} testId="user-roles">
          {user.roles.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No role: this user can sign in but do nothing.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
              {user.roles.map((role) => (
                <li key={role.id}>{role.name}</li>
              ))}
            </Stack>
          )}
          <Text fontSize="xs" color="fg.muted" mt="3">
            {user.permissions.length === 1 ? <Trans>1 permission from these roles</Trans> : <Trans>{user.permissions.length} permissions from these roles</Trans>}
          </Text>
        </Card>
        {canReadAudit && (
          <Card title={<Trans>Recent activity</Trans>} testId="user-audit">
            <QueryBlock query={audit} testId="user-audit-records">
              {(records) =>
                records.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>No recorded activity yet.</Trans>
                  </Text>
                ) : (
                  <Stack as="ol" gap="2" listStyleType="none" fontSize="sm">
                    {records.map((record) => (
                      <Box as="li" key={record.id} borderBottomWidth="1px" pb="2" _last={{ borderBottomWidth: 0, pb: 0 }}>
                        <Text>{record.description}</Text>
                        <Text fontSize="xs" color="fg.muted">
                          {formatDateTime(record.createdAt, locale)} · <span data-event-type={record.eventType}>{i18n._(auditEventTypeLabels[record.eventType])}</span>
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                )
              }
            </QueryBlock>
          </Card>
        )}
      </Grid>
    </Stack>
  )
}
