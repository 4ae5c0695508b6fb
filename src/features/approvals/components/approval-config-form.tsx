import { MutationOutcomeAlert } from '../../../components/feedback/mutation-outcome-alert'
import { permissionActionLabel, permissionGroupLabel, permissionLabel } from '../../../entities/permission-words'
import { Box, Field, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type ReactNode } from 'react'

import { ErrorBlock, PendingBlock } from '../../../components/feedback/query-state'
import { FormAlert } from '../../../components/form/form-alert'
import { MutationErrorAlert } from '../../../components/form/mutation-error-alert'
import { FormElement, useAppForm } from '../../../components/form/form-kit'
import { useApprovableRoles } from '../api/list-approvable-roles'
import { useApprovablePermissions, useStaffRoles } from '../../../api/staff-lookups'
import { useApprovalConfigurations } from '../api/list-approval-configurations'
import { useUpdateApprovablePermission } from '../api/update-approvable-permission'
import { approvalConfigSchema } from '../schemas'
import type { ApprovalConfiguration, RoleRef } from '../types'

interface ApprovalConfigFormProps {
  /** Edit this permission's configuration (the permission cannot change); otherwise pick one. */
  permissionId?: number | undefined
  onSaved?: (configuration: ApprovalConfiguration) => void
  /** Shown next to the save button, e.g. a cancel button in a drawer. */
  secondaryAction?: ReactNode
}

/** Which roles approve a permission: first the permission, then its current roles and switch, editable. */
export function ApprovalConfigForm({ permissionId: fixedPermissionId, onSaved, secondaryAction }: ApprovalConfigFormProps) {
  const { t, i18n } = useLingui()
  const permissions = useApprovablePermissions()
  const roles = useStaffRoles()
  // Which permission is being configured: a choice of record, not a field of the configuration.
  const [chosenPermissionId, setChosenPermissionId] = useState<number | undefined>(fixedPermissionId)
  const permissionId = fixedPermissionId ?? chosenPermissionId
  const currentRoles = useApprovableRoles(permissionId)
  const current = useApprovalConfigurations({ permissionId, page: 1, pageSize: 1 }, { enabled: permissionId !== undefined })

  const groups = useMemo(() => {
    const byGroup = new Map<string, { permissionId: number; shortName: string }[]>()
    for (const permission of permissions.data ?? []) byGroup.set(permission.groupName, [...(byGroup.get(permission.groupName) ?? []), permission])
    return [...byGroup.entries()]
  }, [permissions.data])
  const permission = permissions.data?.find((p) => p.permissionId === permissionId)

  if (!permissions.data || !roles.data) return <PendingBlock queries={[permissions, roles]} />
  const loadingCurrent = permissionId !== undefined && (currentRoles.isPending || current.isPending)
  const currentConfig = current.data?.data.find((config) => config.permission.permissionId === permissionId)

  return (
    <Stack gap="5" maxW="3xl" data-testid="approval-config-form">
      <Field.Root required={fixedPermissionId === undefined}>
        <Field.Label>
          <Trans>Permission</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        {fixedPermissionId !== undefined ? (
          <Text fontWeight="medium" data-testid="config-permission">
            {permission ? permissionLabel(permission, i18n) : `#${fixedPermissionId}`}
          </Text>
        ) : (
          <NativeSelect.Root maxW={{ base: 'full', md: 'md' }}>
            <NativeSelect.Field name="permissionId" value={permissionId ?? ''} onChange={(event) => setChosenPermissionId(event.target.value ? Number(event.target.value) : undefined)}>
              <option value="">{t`Choose a permission`}</option>
              {groups.map(([group, list]) => (
                <optgroup key={group} label={permissionGroupLabel(group, i18n)}>
                  {list.map((p) => (
                    <option key={p.permissionId} value={p.permissionId}>
                      {permissionActionLabel(p.shortName, i18n)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {permission?.description && <Field.HelperText>{permission.description}</Field.HelperText>}
      </Field.Root>

      {permissionId === undefined ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>Choose a permission to see who approves it today.</Trans>
        </Text>
      ) : loadingCurrent ? (
        <PendingBlock queries={[currentRoles, current]}>
          <Trans>Loading the current approvers…</Trans>
        </PendingBlock>
      ) : currentRoles.isError ? (
        <ErrorBlock error={currentRoles.error} onRetry={() => void currentRoles.refetch()} />
      ) : (
        <ConfigurationFields
          key={permissionId}
          permissionId={permissionId}
          roles={roles.data}
          currentRoleIds={currentRoles.data?.map((role) => role.id) ?? []}
          currentlyEnabled={currentConfig?.enabled ?? true}
          onSaved={onSaved}
          secondaryAction={secondaryAction}
        />
      )}
    </Stack>
  )
}

interface ConfigurationFieldsProps {
  permissionId: number
  roles: readonly (RoleRef & { status?: string })[]
  currentRoleIds: number[]
  currentlyEnabled: boolean
  onSaved?: ((configuration: ApprovalConfiguration) => void) | undefined
  secondaryAction?: ReactNode
}

/** The permission's roles and switch as they are today; saving without edits changes nothing. */
function ConfigurationFields({ permissionId, roles, currentRoleIds, currentlyEnabled, onSaved, secondaryAction }: ConfigurationFieldsProps) {
  const { t, i18n } = useLingui()
  const save = useUpdateApprovablePermission()
  const form = useAppForm({
    defaultValues: { permissionId, roleIds: currentRoleIds, enabled: currentlyEnabled },
    validators: { onChange: approvalConfigSchema(i18n) },
    onSubmit: async ({ value, formApi }) => {
      const outcome = await save.submit(value, { form: formApi })
      if (outcome?.kind !== 'applied') return
      formApi.reset(value)
      onSaved?.(outcome.data.data)
    },
  })
  const saved = save.outcome?.kind === 'applied' ? save.outcome.data.data : null
  const currentNames = roles.filter((role) => currentRoleIds.includes(role.id)).map((role) => role.name)

  return (
    <FormElement guardUnsaved form={form} aria-label={t`Approval configuration`}>
      <Stack gap="5">
        <Box fontSize="sm" data-testid="current-approvers" aria-live="polite">
          {currentNames.length > 0 ? (
            <Text>
              <Trans>Currently approved by: {currentNames.join(', ')}</Trans>
            </Text>
          ) : (
            <Text color="fg.muted">
              <Trans>No approval is needed for this permission today.</Trans>
            </Text>
          )}
        </Box>
        {saved && (
          <FormAlert status="success">
            <span data-testid="config-saved">
              {saved.roles.length === 0 ? (
                <Trans>Saved: {permissionLabel(saved.permission, i18n)} no longer needs approval.</Trans>
              ) : saved.enabled ? (
                <Trans>
                  Saved: {permissionLabel(saved.permission, i18n)} now needs the approval of {saved.roles.map((role) => role.name).join(', ')}.
                </Trans>
              ) : (
                <Trans>Saved: approval of {permissionLabel(saved.permission, i18n)} is off; its roles are kept.</Trans>
              )}
            </span>
          </FormAlert>
        )}
        {save.outcome?.kind === 'sentForApproval' && <MutationOutcomeAlert outcome={save.outcome} appliedMessage={null} />}
        <MutationErrorAlert error={save.error} />
        <form.AppField name="roleIds">
          {(field) => (
            <field.MultiSelectField
              label={t`Roles that may approve`}
              helperText={t`The maker of a request can never approve it, whatever their roles. No roles removes approval for this permission.`}
              options={roles.map((role) => ({ value: role.id, label: role.name, description: role.status && role.status !== 'Active' ? t`(inactive)` : undefined }))}
            />
          )}
        </form.AppField>
        <form.AppField name="enabled">
          {(field) => (
            <field.CheckboxField label={t`Approval required`} helperText={field.state.value ? undefined : t`Off: actions apply at once; the roles are kept for when it is turned back on.`} />
          )}
        </form.AppField>
        <Box display="flex" gap="3" flexWrap="wrap">
          <form.SubmitButton pending={save.isPending}>
            <Trans>Save configuration</Trans>
          </form.SubmitButton>
          {secondaryAction}
        </Box>
      </Stack>
    </FormElement>
  )
}
