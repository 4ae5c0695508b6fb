import { Box, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useMemo } from 'react'

import { FormNotices } from '../../components/form/form-notices'
import { FormAlert } from '../../components/form/form-alert'
import { FormElement, useAppForm } from '../../components/form/form-kit'
import { ReturnedNotices } from '../../components/form/returned-notices'
import type { Role } from '../../entities/role'
import { permission } from '../../lib/permissions'
import { useResubmit, type ReturnedRequest } from '../../lib/returned-request'
import { usePermission } from '../../lib/auth/use-permission'
import { errorMessage } from '../../lib/validation'
import { useFormDraft } from '../../offline/form-drafts'
import { useApprovablePermissions } from '../../api/staff-lookups'
import { usePermissionCatalogue } from './api/list-permissions'
import { useCreateRole } from './api/create-role'
import { useUpdateRole } from './api/update-role'
import { PermissionMatrix } from './components/permission-matrix'
import { bodyOf, groupPermissions, roleLimits, roleSchema, valuesFromBody, valuesOf } from './schemas'

/** The first message of a field's errors: valibot issues or the platform's strings. */
function firstError(errors: readonly unknown[]): string | undefined {
  const first = errors.find((error) => error !== undefined && error !== null && error !== '')
  if (first === undefined) return undefined
  if (typeof first === 'object' && first !== null && 'message' in first) return String((first as { message: unknown }).message)
  return String(first)
}

function useRoleForm(role: Role | undefined, returned: ReturnedRequest | undefined) {
  const { i18n } = useLingui()
  const create = useCreateRole()
  const update = useUpdateRole()
  const resubmit = useResubmit(returned)
  const schema = useMemo(() => roleSchema(i18n), [i18n])
  const form = useAppForm({
    defaultValues: returned ? valuesFromBody(returned.input) : valuesOf(role),
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      if (returned) {
        if (await resubmit.submit(bodyOf(value, role?.id), { form: formApi })) formApi.reset(value)
        return
      }
      const outcome = role ? await update.submit(bodyOf(value, role.id), { form: formApi }) : await create.submit(bodyOf(value), { form: formApi })
      if (!outcome) return
      draft.clear()
      // Sent for approval: nothing changed yet, so the form shows the role as it still is.
      if (outcome.kind === 'sentForApproval' || !role) formApi.reset(valuesOf(role))
      else formApi.reset(value)
    },
  })
  // No draft while correcting: the request holds what was sent.
  const draft = useFormDraft(form, returned ? null : role ? `role:edit:${role.id}` : 'role:create')
  return { form, draft, mutation: role ? update : create, resubmit }
}

interface RoleFormProps {
  role?: Role
  /** Shown without a way to change it (a user without Update). */
  readOnly?: boolean
  /** A request returned for correction: opened with what was sent, resubmitted on save. */
  returned?: ReturnedRequest | undefined
}

/**
 * Create or edit a role: its name, description and status, and its permissions chosen in the
 * catalogue's matrix (a whole group at once). A user gives only the permissions they hold.
 */
export function RoleForm({ role, readOnly = false, returned }: RoleFormProps) {
  const { t } = useLingui()
  const user = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  const catalogue = usePermissionCatalogue()
  const canSeeApprovable = usePermission(permission('Approval', 'View Approvable Permission'))
  const approvable = useApprovablePermissions({ enabled: canSeeApprovable })
  const approvableIds = useMemo(() => new Set((approvable.data ?? []).map((p) => p.permissionId)), [approvable.data])
  const { form, draft, mutation, resubmit } = useRoleForm(role, returned)
  const groups = useMemo(() => groupPermissions(catalogue.data ?? []), [catalogue.data])
  const held = useMemo(() => new Set(user.permissions.map((p) => `${p.groupName}/${p.shortName}`)), [user.permissions])
  const mine = useMemo(() => new Set((catalogue.data ?? []).filter((p) => held.has(`${p.groupName}/${p.shortName}`)).map((p) => p.permissionId)), [catalogue.data, held])
  const changeable = (id: number) => mine.has(id)

  return (
    <FormElement guardUnsaved={!readOnly} form={form} aria-label={role ? t`Edit role` : t`Create role`} testId="role-form" toCorrect={returned?.fields}>
      <Stack gap="5" minW="0">
        {returned ? (
          <ReturnedNotices returned={returned} resubmit={resubmit} />
        ) : (
          <FormNotices
            mutation={mutation}
            draft={readOnly ? undefined : draft}
            applied={(sent: { name: string }) => (role ? <Trans>The role {sent.name} was saved.</Trans> : <Trans>The role {sent.name} was created.</Trans>)}
          />
        )}
        <Box bg="bg" borderRadius="l3" borderWidth="1px" shadow="xs" p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <div className="ui-form-grid">
              <form.AppField name="name">{(field) => <field.TextField label={t`Name`} required maxLength={roleLimits.name.max} disabled={readOnly} />}</form.AppField>
              {role && (
                <form.AppField name="status">
                  {(field) => (
                    <field.SelectField
                      label={t`Status`}
                      required
                      disabled={readOnly}
                      helperText={t`An Inactive role gives its users none of its permissions, and cannot be given to users.`}
                      options={[
                        { value: 'Active', label: t`Active` },
                        { value: 'Inactive', label: t`Inactive` },
                      ]}
                    />
                  )}
                </form.AppField>
              )}
            </div>
            <form.AppField name="description">
              {(field) => <field.TextAreaField label={t`Description`} maxLength={roleLimits.description} disabled={readOnly} helperText={t`Who the role is for, in one or two sentences.`} />}
            </form.AppField>
          </Stack>
        </Box>
        {catalogue.isError && !catalogue.data && <FormAlert status="error">{errorMessage(catalogue.error)}</FormAlert>}
        {catalogue.isPending && (
          <Text color="fg.muted" fontSize="sm">
            <Trans>Loading the permission catalogue…</Trans>
          </Text>
        )}
        {catalogue.data && (
          <form.Field name="permissionIds">
            {(field) => {
              const meta = field.state.meta
              const shown = meta.isTouched || form.state.submissionAttempts > 0 || Boolean(meta.errorMap.onServer)
              const error = shown ? firstError(meta.errors) : undefined
              return (
                <PermissionMatrix
                  name={field.name}
                  groups={groups}
                  value={field.state.value}
                  onChange={(ids) => {
                    if (meta.errorMap.onServer) field.setMeta((m) => ({ ...m, errorMap: { ...m.errorMap, onServer: undefined } }))
                    field.handleChange(ids)
                  }}
                  onBlur={field.handleBlur}
                  approvable={approvableIds}
                  changeable={changeable}
                  readOnly={readOnly}
                  error={error}
                />
              )
            }}
          </form.Field>
        )}
        {!readOnly && (
          <form.FormButtons
            submit={returned ? <Trans>Resubmit for approval</Trans> : role ? <Trans>Save changes</Trans> : <Trans>Create role</Trans>}
            testId="save-role"
            pending={(returned ? resubmit : mutation).isPending}
            back={{ to: '/Role-Management' }}
          />
        )}
        {readOnly && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>You can read this role; changing it needs the Update permission of Role.</Trans>
          </Text>
        )}
      </Stack>
    </FormElement>
  )
}
