import { Badge, Box, Flex, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import { groupState, toggleGroup, type PermissionGroup } from '../schemas'

interface PermissionMatrixProps {
  name: string
  groups: readonly PermissionGroup[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  onBlur: () => void
  /** Permissions that can be put under maker-checker (marked). */
  approvable: ReadonlySet<number>
  /** Whether the user may add or remove this permission (no one gives what they do not hold). */
  changeable: (id: number) => boolean
  readOnly: boolean
  error: string | undefined
}

function GroupCheckbox({ state, disabled, onToggle, label }: { state: 'all' | 'some' | 'none'; disabled: boolean; onToggle: () => void; label: string }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some'
  }, [state])
  return <input ref={ref} type="checkbox" checked={state === 'all'} disabled={disabled} onChange={onToggle} aria-label={label} />
}

/**
 * The permission catalogue as a matrix, one box per group: the group's checkbox chooses or clears
 * the whole group (indeterminate when partly chosen), each permission says in one line what it
 * allows, and the approvable ones are marked.
 */
export function PermissionMatrix({ name, groups, value, onChange, onBlur, approvable, changeable, readOnly, error }: PermissionMatrixProps) {
  const { t } = useLingui()
  const chosen = new Set(value)
  const toggle = (id: number, checked: boolean) => {
    onChange(checked ? [...value.filter((v) => v !== id), id].sort((a, b) => a - b) : value.filter((v) => v !== id))
    onBlur()
  }
  return (
    <fieldset className="ui-field ui-fieldset" aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} data-testid="permission-matrix">
      <legend className="ui-label">
        <Trans>Permissions</Trans>
        <span className="ui-required" aria-hidden="true">
          *
        </span>
      </legend>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {value.length === 1 ? <Trans>1 permission chosen.</Trans> : <Trans>{value.length} permissions chosen.</Trans>}{' '}
        <Trans>Marked “approvable”: can be put under maker-checker in the approval configuration.</Trans>
      </Text>
      {error && (
        <p id={`${name}-error`} className="ui-error" role="alert">
          {error}
        </p>
      )}
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        {groups.map((group) => {
          const state = groupState(group, chosen)
          const count = group.permissions.filter((p) => chosen.has(p.permissionId)).length
          const locked = readOnly || group.permissions.every((p) => !changeable(p.permissionId))
          return (
            <Box key={group.groupName} borderWidth="1px" borderRadius="l2" p="3" bg="bg" data-permission-group={group.groupName} data-state={state}>
              <Flex as="label" gap="2" align="center" fontWeight="semibold" mb="2" cursor={locked ? undefined : 'pointer'}>
                <GroupCheckbox state={state} disabled={locked} onToggle={() => (onChange(toggleGroup(group, value, changeable)), onBlur())} label={t`All of ${group.groupName}`} />
                <Text as="span">{group.groupName}</Text>
                <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                  <Trans>
                    {count} of {group.permissions.length}
                  </Trans>
                </Text>
              </Flex>
              <Box as="ul" listStyleType="none" display="grid" gap="1.5">
                {group.permissions.map((permission) => {
                  const mine = changeable(permission.permissionId)
                  return (
                    <li key={permission.permissionId}>
                      <label className="ui-check" data-permission-id={permission.permissionId}>
                        <input
                          type="checkbox"
                          name={name}
                          value={permission.permissionId}
                          checked={chosen.has(permission.permissionId)}
                          disabled={readOnly || !mine}
                          onChange={(event) => toggle(permission.permissionId, event.target.checked)}
                        />
                        <span>
                          {permission.shortName}
                          {approvable.has(permission.permissionId) && (
                            <Badge ms="2" size="xs" variant="outline" colorPalette="purple" data-testid="approvable-mark">
                              <Trans>approvable</Trans>
                            </Badge>
                          )}
                          <small>{permission.description ?? `${permission.groupName} / ${permission.shortName}`}</small>
                          {!readOnly && !mine && (
                            <small>
                              <Trans>You do not hold this permission, so you cannot give or take it.</Trans>
                            </small>
                          )}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </Box>
            </Box>
          )
        })}
      </Box>
    </fieldset>
  )
}
