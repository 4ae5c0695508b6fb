import { Box, Button, Checkbox, Field, Fieldset, Flex, NativeSelect, SimpleGrid, Spinner, Stack, Switch, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent, type ReactNode } from 'react'

import { FormAlert } from '../../../components/form/form-alert'
import { errorMessage, validate } from '../../../lib/validation'
import { useAdminRoles } from '../api/list-admin-roles'
import { useApprovableRoles } from '../api/list-approvable-roles'
import { useApprovablePermissions } from '../api/list-approvable-permissions'
import { useApprovalConfigurations } from '../api/list-approval-configurations'
import { useUpdateApprovablePermission } from '../api/update-approvable-permission'
import { approvalConfigSchema } from '../schemas'
import type { ApprovalConfiguration } from '../types'

interface ApprovalConfigFormProps {
  /** Edit this permission's configuration (the permission cannot change); otherwise pick one. */
  permissionId?: number | undefined
  onSaved?: (configuration: ApprovalConfiguration) => void
  /** Shown next to the save button, e.g. a cancel button in a drawer. */
  secondaryAction?: ReactNode
}

/**
 * Which roles approve a permission. Until the user changes them, the roles and the switch show the
 * permission's current configuration, so saving without edits changes nothing.
 */
export function ApprovalConfigForm({ permissionId: fixedPermissionId, onSaved, secondaryAction }: ApprovalConfigFormProps) {
  const { t, i18n } = useLingui()
  const permissions = useApprovablePermissions()
  const roles = useAdminRoles()
  const [chosenPermissionId, setChosenPermissionId] = useState<number | undefined>(fixedPermissionId)
  const permissionId = fixedPermissionId ?? chosenPermissionId
  const currentRoles = useApprovableRoles(permissionId)
  const current = useApprovalConfigurations({ permissionId, page: 1, pageSize: 1 }, { enabled: permissionId !== undefined })
  const currentConfig = permissionId === undefined ? undefined : current.data?.data.find((config) => config.permission.permissionId === permissionId)
  const [editedRoleIds, setEditedRoleIds] = useState<number[] | null>(null)
  const [editedEnabled, setEditedEnabled] = useState<boolean | null>(null)
  const [errors, setErrors] = useState<{ permissionId?: string; roleIds?: string }>({})
  const save = useUpdateApprovablePermission()

  const roleIds = editedRoleIds ?? currentRoles.data?.map((role) => role.id) ?? []
  const enabled = editedEnabled ?? currentConfig?.enabled ?? true

  const groups = useMemo(() => {
    const byGroup = new Map<string, { permissionId: number; shortName: string }[]>()
    for (const permission of permissions.data ?? []) {
      const list = byGroup.get(permission.groupName) ?? []
      list.push(permission)
      byGroup.set(permission.groupName, list)
    }
    return [...byGroup.entries()]
  }, [permissions.data])
  const permission = permissions.data?.find((p) => p.permissionId === permissionId)

  const choosePermission = (id: number | undefined) => {
    setChosenPermissionId(id)
    setEditedRoleIds(null)
    setEditedEnabled(null)
    setErrors({})
    save.reset()
  }

  const toggleRole = (id: number, checked: boolean) => {
    setEditedRoleIds(checked ? [...roleIds.filter((r) => r !== id), id] : roleIds.filter((r) => r !== id))
    save.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(approvalConfigSchema(i18n), { permissionId: permissionId ?? 0, roleIds, enabled })
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    save.mutate(checked.output, {
      onSuccess: (configuration) => {
        setEditedRoleIds(null)
        setEditedEnabled(null)
        onSaved?.(configuration)
      },
    })
  }

  if (permissions.isError || roles.isError) {
    return <FormAlert status="error">{errorMessage(permissions.error ?? roles.error)}</FormAlert>
  }
  if (permissions.isPending || roles.isPending) {
    return (
      <Flex gap="2" align="center" py="6" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Trans>Loading…</Trans>
      </Flex>
    )
  }

  const loadingCurrent = permissionId !== undefined && (currentRoles.isPending || current.isPending)

  return (
    <form onSubmit={submit} noValidate aria-label={t`Approval configuration`} data-testid="approval-config-form">
      <Stack gap="5" maxW="3xl">
        {save.isSuccess && (
          <FormAlert status="success">
            <span data-testid="config-saved">
              {save.data.roles.length === 0 ? (
                <Trans>
                  Saved: {save.data.permission.groupName} / {save.data.permission.shortName} no longer needs approval.
                </Trans>
              ) : save.data.enabled ? (
                <Trans>
                  Saved: {save.data.permission.groupName} / {save.data.permission.shortName} now needs the approval of {save.data.roles.map((role) => role.name).join(', ')}.
                </Trans>
              ) : (
                <Trans>
                  Saved: approval of {save.data.permission.groupName} / {save.data.permission.shortName} is off; its roles are kept.
                </Trans>
              )}
            </span>
          </FormAlert>
        )}
        {save.isError && <FormAlert status="error">{errorMessage(save.error)}</FormAlert>}

        <Field.Root invalid={Boolean(errors.permissionId)} required={fixedPermissionId === undefined}>
          <Field.Label>
            <Trans>Permission</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          {fixedPermissionId !== undefined ? (
            <Text fontWeight="medium" data-testid="config-permission">
              {permission ? `${permission.groupName} / ${permission.shortName}` : `#${fixedPermissionId}`}
            </Text>
          ) : (
            <NativeSelect.Root maxW={{ base: 'full', md: 'md' }}>
              <NativeSelect.Field name="permissionId" value={permissionId ?? ''} onChange={(event) => choosePermission(event.target.value ? Number(event.target.value) : undefined)}>
                <option value="">{t`Choose a permission`}</option>
                {groups.map(([group, list]) => (
                  <optgroup key={group} label={group}>
                    {list.map((p) => (
                      <option key={p.permissionId} value={p.permissionId}>
                        {`${group} / ${p.shortName}`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {permission?.description && <Field.HelperText>{permission.description}</Field.HelperText>}
          <Field.ErrorText>{errors.permissionId}</Field.ErrorText>
        </Field.Root>

        {permissionId !== undefined && (
          <Box fontSize="sm" data-testid="current-approvers" aria-live="polite">
            {loadingCurrent ? (
              <Text color="fg.muted">
                <Trans>Loading the current approvers…</Trans>
              </Text>
            ) : currentRoles.isError ? (
              <Text color="fg.error">{errorMessage(currentRoles.error)}</Text>
            ) : currentRoles.data && currentRoles.data.length > 0 ? (
              <Text>
                <Trans>Currently approved by: {currentRoles.data.map((role) => role.name).join(', ')}</Trans>
              </Text>
            ) : (
              <Text color="fg.muted">
                <Trans>No approval is needed for this permission today.</Trans>
              </Text>
            )}
          </Box>
        )}

        <Fieldset.Root invalid={Boolean(errors.roleIds)} disabled={permissionId === undefined || loadingCurrent}>
          <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
            <Trans>Roles that may approve</Trans>
          </Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
            {roles.data.map((role) => (
              <Checkbox.Root
                key={role.id}
                colorPalette="brand"
                checked={roleIds.includes(role.id)}
                onCheckedChange={(details) => toggleRole(role.id, details.checked === true)}
                disabled={permissionId === undefined || loadingCurrent}
                borderWidth="1px"
                borderRadius="l2"
                px="3"
                py="2"
              >
                <Checkbox.HiddenInput name="roleIds" value={String(role.id)} />
                <Checkbox.Control />
                <Checkbox.Label>
                  {role.name}
                  {role.status !== 'Active' && (
                    <Text as="span" color="fg.muted" fontSize="xs">
                      {' '}
                      <Trans>(inactive)</Trans>
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          <Fieldset.HelperText fontSize="xs" color="fg.muted">
            <Trans>The maker of a request can never approve it, whatever their roles. No roles removes approval for this permission.</Trans>
          </Fieldset.HelperText>
          {errors.roleIds && <Fieldset.ErrorText>{errors.roleIds}</Fieldset.ErrorText>}
        </Fieldset.Root>

        <Switch.Root
          colorPalette="brand"
          checked={enabled}
          onCheckedChange={(details) => {
            setEditedEnabled(details.checked)
            save.reset()
          }}
          disabled={permissionId === undefined || loadingCurrent}
        >
          <Switch.HiddenInput name="enabled" />
          <Switch.Control />
          <Switch.Label>
            <Trans>Approval required</Trans>
          </Switch.Label>
        </Switch.Root>
        {!enabled && (
          <Text fontSize="sm" color="fg.muted" mt="-3">
            <Trans>Off: actions apply at once; the roles are kept for when it is turned back on.</Trans>
          </Text>
        )}

        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={permissionId === undefined}>
            <Trans>Save configuration</Trans>
          </Button>
          {secondaryAction}
        </Flex>
      </Stack>
    </form>
  )
}
