import { useRouteContext } from '@tanstack/react-router'

import { hasPermission, type Permission } from '../permissions'

/** Whether the signed-in user holds the permission: actions without it are not offered. */
export function usePermission(required: Permission): boolean {
  const user = useRouteContext({ from: '/_authenticated', select: (context) => context.user })
  return hasPermission(user.permissions, required)
}
