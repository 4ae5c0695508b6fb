// A screen's permission is declared once, on its route: `beforeLoad: guardedBy(permission('Audit', 'View Audit'))`
// refuses a user without it before the screen loads (the access-denied page in the shell), and carries it
// for the menu, which shows the route's entry only with it. The platform refuses the calls anyway.
import { notFound } from '@tanstack/react-router'

import { requirePermission, type Permission } from './permissions'
import { isValidId } from './search'
import type { StoredPermission } from './session'

interface GuardOptions {
  context: { user: { permissions: readonly StoredPermission[] } }
}

/** A route's guard, and the permission it requires. */
export type RouteGuard<O = GuardOptions> = ((options: O) => void) & { readonly permission: Permission }

/** The beforeLoad of a screen that needs a permission. */
export function guardedBy(required: Permission): RouteGuard {
  return Object.assign(({ context }: GuardOptions) => requirePermission(context.user, required), { permission: required })
}

/** The beforeLoad of a screen open to every signed-in user that shows more with a permission (the landing page's dashboard). */
export function showsMoreWith(permission: Permission): RouteGuard {
  return Object.assign(() => {}, { permission })
}

/** The beforeLoad of a record's screen (`…/$id`): an id that is not one is a 404, then the permission. */
export function recordGuardedBy(required: Permission): RouteGuard<GuardOptions & { params: { id: string } }> {
  const guard = ({ context, params }: GuardOptions & { params: { id: string } }) => {
    if (!isValidId(params.id)) throw notFound()
    requirePermission(context.user, required)
  }
  return Object.assign(guard, { permission: required })
}

/** The permission the guard of the route at `path` requires, if any (the menu's rule for the route's entry); an index route's path ends with a slash. */
export function routePermission(routesByPath: object, path: string): Permission | undefined {
  const routes = routesByPath as Record<string, { options: { beforeLoad?: unknown } } | undefined>
  const guard = (routes[path] ?? routes[`${path}/`])?.options.beforeLoad as Partial<RouteGuard> | undefined
  return guard?.permission
}
