import { useMatch, useRouteContext } from '@tanstack/react-router'

import { hasPermission, type Permission, type PermissionAction, type PermissionGroup } from '../permissions'

/** Whether the signed-in user holds the permission: actions without it are not offered. */
export function usePermission(required: Permission): boolean {
  const user = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  return hasPermission(user.permissions, required)
}

/** The actions of one permission group the signed-in user may take: `const can = useCan('Fee Scheme'); can('Delete')`. */
export function useCan<G extends PermissionGroup>(group: G): (action: PermissionAction<G>) => boolean {
  const user = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  return (action) => hasPermission(user.permissions, { group, action } as Permission)
}

/** usePermission for what the root draws beside the signed-in shell (the sync banner): false while no user is loaded. */
export function useSignedInPermission(required: Permission): boolean {
  const permissions = useMatch({ from: '/_authenticated', shouldThrow: false, select: (match) => match.context.user?.permissions })
  return permissions ? hasPermission(permissions, required) : false
}
