// Roles, the permissions they hold, the permission catalogue and the approvable permissions.
import { listPage, listPaging } from '../../platform/keyset.ts'
import { changed, subjectChange } from '../../platform/audit.ts'
import { conflict, fieldError, invalidField, ok, reader } from '../../platform/http.ts'
import { permissionKey, subjectOf, type Handlers, type RequestContext } from '../../platform/types.ts'
import { roleImpact } from './roles-impact.ts'
import * as repo from './roles-repository.ts'
import { permissionKeysOfRoles } from './users-repository.ts'

type Operation = 'listRoles' | 'listAllRoles' | 'listPermissions' | 'deleteRole' | 'getRole' | 'listRolePermissions' | 'createRole' | 'updateRole' | 'listApprovablePermissions' | 'listRoleUsers'

async function checkPermissions(ctx: RequestContext<'createRole' | 'updateRole'>, permissionIds: number[]) {
  const found = await repo.existingPermissionIds(ctx.db, permissionIds)
  const unknown = permissionIds.filter((id) => !found.includes(id))
  if (unknown.length) throw invalidField('permissionIds', 'UNKNOWN_REFERENCE', `unknown permission ${unknown.join(', ')}`)
}

/**
 * No one grants more than they hold: the permissions a role would gain (all of them for a new role)
 * must be the caller's own. Checked when the maker asks; the checker's approval replays the request.
 */
async function checkNoEscalation(ctx: RequestContext<'createRole' | 'updateRole'>, granted: number[]) {
  if (ctx.approved || !granted.length) return
  const missing = (await repo.permissionsByIds(ctx.db, granted)).filter((p) => !ctx.permissions.has(permissionKey(p.groupName, p.shortName)))
  if (!missing.length) return
  const names = missing.map((p) => `${p.groupName} / ${p.shortName}`).join(', ')
  throw fieldError(403, 'GRANT_EXCEEDS_OWN', 'permissionIds', 'NOT_PERMITTED', `You cannot grant permissions you do not hold yourself: ${names}`)
}

async function checkName(ctx: RequestContext<'createRole' | 'updateRole'>, name: string, exceptId?: number) {
  if (await repo.roleNameTaken(ctx.db, name, exceptId)) throw conflict('DUPLICATE_NAME', `name: a role named ${name} already exists`, { field: 'name', code: 'TAKEN' }, { name })
}

export const roleHandlers: Handlers<Operation> = {
  listRoles: {
    cached: true,
    async handle(ctx) {
      const q = ctx.query
      const p = listPaging(q)
      return listPage(p, await repo.listRoles(ctx.db, { name: q.Name, startDate: q.StartDate, endDate: q.EndDate, status: q.Status, ascending: q.SortOrder === 'asc' }, p))
    },
  },

  listAllRoles: {
    async handle(ctx) {
      const options = await repo.listRoleOptions(ctx.db, ctx.query.ClientType)
      const held = await permissionKeysOfRoles(
        ctx.db,
        options.map((role) => role.id),
      )
      // What the caller may give (see refuseEscalation in users.ts): every permission of the role is theirs.
      return ok(options.map((role) => ({ ...role, grantable: (held.get(role.id)?.keys ?? []).every((key) => ctx.permissions.has(key)) })))
    },
  },

  listPermissions: reader((ctx) => repo.listPermissions(ctx.db)),

  getRole: reader((ctx) => repo.getRole(ctx.db, ctx.path.id)),

  listRolePermissions: {
    async handle(ctx) {
      const role = await repo.getRole(ctx.db, ctx.query.roleId)
      return ok(role.permissions)
    },
  },

  listRoleUsers: {
    async handle(ctx) {
      await repo.getRole(ctx.db, ctx.path.id)
      return ok(await repo.listRoleHolders(ctx.db, ctx.path.id))
    },
  },

  listApprovablePermissions: {
    // Permissions are one catalogue for every client type; the client type only selects the screen.
    async handle(ctx) {
      return ok(await repo.listApprovablePermissions(ctx.db))
    },
  },

  createRole: {
    async subject(ctx) {
      const body = ctx.body
      await checkPermissions(ctx, body.permissionIds)
      await checkNoEscalation(ctx, body.permissionIds)
      await checkName(ctx, body.name)
      const after = {
        name: body.name,
        description: body.description ?? null,
        status: 'Active',
        clientType: body.clientType,
        permissions: repo.permissionsByGroup(await repo.permissionsByIds(ctx.db, body.permissionIds)),
      }
      return { entityType: 'Role', entityId: null, entityName: body.name, summary: `Create role ${body.name}`, before: null, after }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      const id = await repo.insertRole(ctx.db, { name: body.name, description: body.description ?? null, clientType: body.clientType, permissionIds: body.permissionIds })
      const created = await repo.getRole(ctx.db, id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(created, 'Role created'), { eventType: 'Create', entityType: subject.entityType, entityId: id, description: subject.summary, newData: repo.roleSnapshot(created) })
    },
  },

  updateRole: {
    async subject(ctx) {
      const body = ctx.body
      const current = await repo.getRole(ctx.db, ctx.path.id)
      const before = repo.roleSnapshot(current)
      const held = new Set(current.permissions.map((p) => p.permissionId))
      await checkPermissions(ctx, body.permissionIds)
      await checkNoEscalation(
        ctx,
        body.permissionIds.filter((id) => !held.has(id)),
      )
      await checkName(ctx, body.name, before.id)
      const after = {
        ...before,
        name: body.name,
        description: body.description ?? null,
        status: body.status,
        permissions: repo.permissionsByGroup(await repo.permissionsByIds(ctx.db, body.permissionIds)),
      }
      return { entityType: 'Role', entityId: before.id, entityName: before.name, summary: `Update role ${before.name}`, before, after }
    },
    impact: (db, change) => roleImpact(db, change),
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      await repo.updateRole(ctx.db, ctx.path.id, { name: body.name, description: body.description ?? null, status: body.status, permissionIds: body.permissionIds })
      const updated = await repo.getRole(ctx.db, ctx.path.id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(updated, 'Role updated'), subjectChange(subject, 'Update', { entityId: updated.id, newData: repo.roleSnapshot(updated) }))
    },
  },

  deleteRole: {
    async subject(ctx) {
      const role = await repo.getRole(ctx.db, ctx.path.id)
      if (role.userCount > 0)
        throw conflict('IN_USE', `The role ${role.name} is held by ${role.userCount} ${role.userCount === 1 ? 'user' : 'users'}`, undefined, { role: role.name, users: role.userCount })
      const before = repo.roleSnapshot(role)
      return { entityType: 'Role', entityId: role.id, entityName: role.name, summary: `Delete role ${role.name}`, before, after: { ...before, status: 'Deleted' } }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      await repo.softDeleteRole(ctx.db, ctx.path.id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(null, 'Role deleted'), subjectChange(subject, 'Delete', { entityId: ctx.path.id }))
    },
  },
}
