import { Box, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import type { User } from '../../entities/user'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useStaffRoles } from '../../api/staff-lookups'
import { useCreateUser } from './api/create-user'
import { useUpdateUser } from './api/update-user'
import { bodyOf, userLimits, userSchema, userValuesOf, valuesFromBody } from './schemas'

/**
 * Create a user (no password: the platform sends them a link to choose one) or edit one: names,
 * email, +234 phone, roles and multi-factor sign-in. The username is kept once created.
 */
export function UserForm({ user, returned }: { user?: User; returned?: ReturnedRequest | undefined }) {
  const { t, i18n } = useLingui()
  const roles = useStaffRoles()
  const create = useCreateUser()
  const update = useUpdateUser()
  const resubmit = useResubmit(returned)
  const mutation = user ? update : create
  const schema = useMemo(() => userSchema(i18n), [i18n])

  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input, user) : userValuesOf(user),
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value, user?.id), { form: formApi })) formApi.reset(value)
        return
      }
      const outcome = user ? await update.submit(bodyOf(value, user.id), { form: formApi }) : await create.submit(bodyOf(value), { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the user as they still are.
      if (outcome.kind === 'sentForApproval' || !user) formApi.reset(userValuesOf(user))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : user ? `user:edit:${user.id}` : 'user:create')

  // Roles the user already has stay; a new one is offered only if it is the signer's to give (the platform refuses the rest).
  const offered = (roles.data ?? []).filter((role) => role.status === 'Active' || user?.roles.some((held) => held.id === role.id))
  const kept = (role: { id: number }) => user?.roles.some((held) => held.id === role.id) ?? false
  const roleOptions = offered.filter((role) => role.grantable || kept(role)).map((role) => ({ value: role.id, label: role.name }))
  const withheld = offered.filter((role) => !role.grantable && !kept(role)).map((role) => role.name)
  const withheldNames = withheld.join(', ')

  return (
    <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }} maxW="4xl">
      <FormElement guardUnsaved form={form} aria-label={user ? t`Edit user` : t`Create user`} testId="user-form" toCorrect={returned?.fields}>
        <Stack gap="5">
          {returned ? (
            <ReturnedNotices returned={returned} resubmit={resubmit} />
          ) : (
            <FormNotices
              mutation={mutation}
              draft={draft}
              applied={(sent: { email: string; username?: string }) =>
                user ? (
                  <Trans>The user {user.username} was saved.</Trans>
                ) : (
                  <Trans>
                    The user {sent.username} was created. A link to set their password was sent to {sent.email}.
                  </Trans>
                )
              }
            />
          )}
          {!user && (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No password is typed here: the new user receives an email with a link to choose their own password (valid 24 hours).</Trans>
            </Text>
          )}
          <div className="ui-form-grid">
            <form.AppField name="firstName">{(field) => <field.TextField label={t`First name`} required maxLength={userLimits.name} autoComplete="off" />}</form.AppField>
            <form.AppField name="lastName">{(field) => <field.TextField label={t`Last name`} required maxLength={userLimits.name} autoComplete="off" />}</form.AppField>
            <form.AppField name="username">
              {(field) => (
                <field.TextField
                  label={t`Username`}
                  required
                  disabled={Boolean(user)}
                  maxLength={userLimits.username.max}
                  autoComplete="off"
                  helperText={user ? t`A username cannot be changed.` : t`Letters, digits, dots, dashes and underscores, like aisha.bello.`}
                />
              )}
            </form.AppField>
            <form.AppField name="email">{(field) => <field.TextField type="email" label={t`Email`} required maxLength={userLimits.email} autoComplete="off" />}</form.AppField>
            <form.AppField name="phoneNumber">{(field) => <field.PhoneField label={t`Phone number`} required />}</form.AppField>
          </div>
          {roles.isError && !roles.data ? (
            <FormAlert status="error">{errorMessage(roles.error)}</FormAlert>
          ) : (
            <form.AppField name="roleIds">
              {(field) => (
                <field.MultiSelectField
                  label={t`Roles`}
                  required
                  options={roleOptions}
                  helperText={
                    withheld.length
                      ? t`What the user may do. Not offered, because they hold permissions you do not hold yourself: ${withheldNames}.`
                      : t`What the user may do. You can only give roles whose permissions you hold yourself.`
                  }
                  testId="role-choices"
                />
              )}
            </form.AppField>
          )}
          <form.AppField name="multiFactorEnabled">{(field) => <field.CheckboxField label={t`Ask for a one-time code at sign-in (multi-factor)`} />}</form.AppField>
          <form.FormButtons
            submit={returned ? <Trans>Resubmit for approval</Trans> : user ? <Trans>Save changes</Trans> : <Trans>Create user</Trans>}
            testId="save-user"
            pending={(returned ? resubmit : mutation).isPending}
            back={user ? { to: '/User-Management/view/$id', params: { id: String(user.id) } } : { to: '/User-Management' }}
            backLabel={user ? <Trans>Back to the user</Trans> : undefined}
          />
        </Stack>
      </FormElement>
    </Box>
  )
}
