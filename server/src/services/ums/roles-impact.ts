// What a role change does to the people holding it: per user, the permissions gained and lost,
// with approval, user and role management called out for the checker.
import type { Executor } from '../../db/client.ts'
import type { ApprovalImpact, PendingChange } from '../../platform/types.ts'
import { idsOfSnapshot, listPermissions, listRoleHolders, permissionsFromOtherRoles, type PermissionView } from './roles-repository.ts'

/** Groups whose permissions decide who may do what: a change to them is called out. */
export const sensitiveGroups: ReadonlySet<string> = new Set(['Approval', 'User', 'Role'])

/** The contract bounds the listed users; userCount still counts every holder. */
const maxUsers = 200

interface RoleState {
  status?: unknown
  permissions?: unknown
}

/** The permissions a role gives in this state (its snapshot): none unless Active. */
function effective(catalogue: readonly PermissionView[], state: unknown): Set<number> {
  const role = (state ?? {}) as RoleState
  if (role.status !== 'Active') return new Set()
  return new Set(idsOfSnapshot(catalogue, role.permissions))
}

export async function roleImpact(db: Executor, change: PendingChange): Promise<ApprovalImpact | null> {
  if (change.entityId === null) return null
  const [catalogue, holders] = await Promise.all([listPermissions(db), listRoleHolders(db, change.entityId)])
  const before = effective(catalogue, change.before)
  const after = effective(catalogue, change.after)
  const added = [...after].filter((id) => !before.has(id))
  const removed = [...before].filter((id) => !after.has(id))
  const others = await permissionsFromOtherRoles(
    db,
    holders.map((h) => h.id),
    change.entityId,
  )
  const described = (ids: Set<number>) =>
    catalogue.filter((p) => ids.has(p.permissionId)).map((p) => ({ permissionId: p.permissionId, groupName: p.groupName, shortName: p.shortName, sensitive: sensitiveGroups.has(p.groupName) }))
  const users = holders
    .map((holder) => {
      const kept = others.get(holder.id) ?? new Set<number>()
      return {
        id: holder.id,
        username: holder.username,
        firstName: holder.firstName,
        lastName: holder.lastName,
        gained: described(new Set(added.filter((id) => !kept.has(id)))),
        lost: described(new Set(removed.filter((id) => !kept.has(id)))),
      }
    })
    .filter((user) => user.gained.length > 0 || user.lost.length > 0)
    .slice(0, maxUsers)
  return { kind: 'Role', userCount: holders.length, users }
}
