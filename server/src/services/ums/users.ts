// Back-office staff users: list, read, create (with a password-setup link), update, status, delete.
import { listPage, listPaging } from '../../platform/keyset.ts'
import { changed, subjectChange } from '../../platform/audit.ts'
import { conflict, fieldError, invalidField, ok, reader } from '../../platform/http.ts'
import { subjectOf, type BodyOf, type Handlers, type OperationId, type RequestContext } from '../../platform/types.ts'
import { issuePasswordSetup } from './password-reset.ts'
import * as repo from './users-repository.ts'

type Operation = 'listUsers' | 'getUser' | 'deleteUser' | 'createUser' | 'updateUser' | 'updateUserStatus' | 'updateUserPersonnel' | 'unlockUser'

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`

async function checkRoles(ctx: RequestContext<'createUser' | 'updateUser'>, roleIds: number[]) {
  const found = await repo.assignableRoleIds(ctx.db, roleIds)
  const bad = roleIds.filter((id) => !found.includes(id))
  if (bad.length) throw invalidField('roleIds', 'INACTIVE_REFERENCE', `${bad.join(', ')} ${bad.length === 1 ? 'is not an active Admin role' : 'are not active Admin roles'}`)
}

async function checkContacts(ctx: RequestContext<'createUser' | 'updateUser'>, body: { email: string; phoneNumber: string }, exceptId?: number) {
  if (await repo.emailTaken(ctx.db, body.email, exceptId)) throw conflict('IDENTITY_IN_USE', `email: ${body.email} is already used by another user`, { field: 'email', code: 'TAKEN' })
  if (await repo.phoneTaken(ctx.db, body.phoneNumber, exceptId))
    throw conflict('IDENTITY_IN_USE', `phoneNumber: ${body.phoneNumber} is already used by another user`, { field: 'phoneNumber', code: 'TAKEN' })
}

/**
 * No one gives more than they have: each role newly given must hold only permissions the caller
 * holds (403 on roleIds). Checked when the request is made, with the maker's permissions; a
 * checker's approval does not re-check it against the checker's own.
 */
async function refuseEscalation(ctx: RequestContext<'createUser' | 'updateUser'>, roleIds: number[], alreadyHeld: number[] = []) {
  // A self-registration (registerStaff) asks for a role rather than giving it: the approving checker decides.
  if (ctx.approved || !ctx.signedIn) return
  const given = roleIds.filter((id) => !alreadyHeld.includes(id))
  const byRole = await repo.permissionKeysOfRoles(ctx.db, given)
  for (const id of given) {
    const role = byRole.get(id)
    if (!role) continue
    // The powers that matter most are named first: deciding approvals, managing users and roles.
    const weight = (key: string) => (/^(Approval|User|Role)\//.test(key) ? 0 : 1)
    const missing = role.keys.filter((key) => !ctx.permissions.has(key)).sort((a, b) => weight(a) - weight(b))
    if (missing.length) {
      const shown = missing
        .slice(0, 5)
        .map((key) => key.replace('/', ' / '))
        .join(', ')
      const more = missing.length > 5 ? ` and ${missing.length - 5} more` : ''
      throw fieldError(403, 'GRANT_EXCEEDS_OWN', 'roleIds', 'NOT_PERMITTED', `You cannot give the role ${role.name}: it holds permissions you do not hold yourself (${shown}${more})`)
    }
  }
}

/**
 * Someone must remain who can manage users: a change that makes an Active holder of User / Update
 * lose it (deleted, deactivated or a role removed) is refused when no other Active user holds it.
 * Checked again when a checker approves, since other changes may have been applied meanwhile.
 */
async function refuseLastUserManager(ctx: RequestContext<OperationId>, before: repo.UserSnapshot, after: { status: string; roleIds: number[] }, what: string) {
  if (before.status !== 'Active' || !(await repo.rolesManageUsers(ctx.db, before.roleIds))) return
  if (after.status === 'Active' && (await repo.rolesManageUsers(ctx.db, after.roleIds))) return
  if ((await repo.otherUserManagers(ctx.db, before.id)) > 0) return
  throw conflict('LAST_USER_MANAGER', `You cannot ${what} ${before.username}: they are the last Active user able to manage users (User / Update); give another user that permission first`)
}

function refuseSelf(ctx: RequestContext<'deleteUser' | 'updateUserStatus'>, id: number, what: string) {
  if (ctx.actor.userId === id) throw conflict('SELF_ACTION', `You cannot ${what} your own account`, undefined, { action: what === 'delete' ? 'delete' : 'changeStatus' })
}

function afterUpdate(before: repo.UserSnapshot, body: BodyOf<'updateUser'>): repo.UserSnapshot {
  return {
    ...before,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNumber: body.phoneNumber,
    multiFactorEnabled: body.multiFactorEnabled,
    roleIds: [...body.roleIds].sort((a, b) => a - b),
  }
}

/** What a create or update body stores of a user besides the username (fixed once created). */
function storedDetails(body: BodyOf<'updateUser'>) {
  return { firstName: body.firstName, lastName: body.lastName, email: body.email, phoneNumber: body.phoneNumber, multiFactorEnabled: body.multiFactorEnabled, roleIds: body.roleIds }
}

export const userManagementHandlers: Handlers<Operation> = {
  listUsers: {
    cached: true,
    async handle(ctx) {
      const q = ctx.query
      const p = listPaging(q)
      const filter = { username: q.Username, firstName: q.FirstName, lastName: q.LastName, startDate: q.StartDate, endDate: q.EndDate, status: q.Status, ascending: q.SortOrder === 'asc' }
      return listPage(p, await repo.listUsers(ctx.db, filter, p), (u) => u.updatedAt)
    },
  },

  getUser: reader((ctx) => repo.getUser(ctx.db, ctx.path.id, { includeDeleted: true })),

  createUser: {
    async subject(ctx) {
      const body = ctx.body
      if (await repo.usernameTaken(ctx.db, body.username)) throw conflict('DUPLICATE_NAME', `username: ${body.username} is already taken`, { field: 'username', code: 'TAKEN' })
      await checkContacts(ctx, body)
      await checkRoles(ctx, body.roleIds)
      await refuseEscalation(ctx, body.roleIds)
      const after = {
        username: body.username,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
        status: 'Active',
        multiFactorEnabled: body.multiFactorEnabled,
        roleIds: [...body.roleIds].sort((a, b) => a - b),
      }
      return { entityType: 'User', entityId: null, entityName: body.username, summary: `Create user ${body.username} (${fullName(body)})`, before: null, after }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      const id = await repo.insertUser(ctx.db, { username: body.username, ...storedDetails(body) })
      await issuePasswordSetup(ctx, { id, username: body.username, email: body.email })
      const created = await repo.getUser(ctx.db, id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(created, `User created; a password setup link was sent to ${created.email}`), {
        eventType: 'Create',
        entityType: subject.entityType,
        entityId: id,
        description: subject.summary,
        newData: repo.userSnapshot(created),
      })
    },
  },

  updateUser: {
    async subject(ctx) {
      const body = ctx.body
      const before = repo.userSnapshot(await repo.getUser(ctx.db, ctx.path.id))
      await checkContacts(ctx, body, before.id)
      await checkRoles(ctx, body.roleIds)
      await refuseEscalation(ctx, body.roleIds, before.roleIds)
      await refuseLastUserManager(ctx, before, { status: before.status, roleIds: body.roleIds }, 'remove the user-management role of')
      return { entityType: 'User', entityId: before.id, entityName: before.username, summary: `Update user ${before.username}`, before, after: afterUpdate(before, body) }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const body = ctx.body
      await repo.updateUser(ctx.db, ctx.path.id, storedDetails(body))
      const updated = await repo.getUser(ctx.db, ctx.path.id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(updated, 'User updated'), subjectChange(subject, 'Update', { entityId: updated.id, newData: repo.userSnapshot(updated) }))
    },
  },

  updateUserStatus: {
    async subject(ctx) {
      const { id, status } = ctx.path
      const before = repo.userSnapshot(await repo.getUser(ctx.db, id))
      refuseSelf(ctx, id, 'change the status of')
      if (before.status === status) throw conflict('ALREADY_IN_STATE', `User ${before.username} is already ${status}`)
      await refuseLastUserManager(ctx, before, { status, roleIds: before.roleIds }, 'deactivate')
      const verb = status === 'Active' ? 'Activate' : 'Deactivate'
      return { entityType: 'User', entityId: id, entityName: before.username, summary: `${verb} user ${before.username}`, before, after: { ...before, status } }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const { id, status } = ctx.path
      await repo.setUserStatus(ctx.db, id, status)
      if (status !== 'Active') await ctx.platform.authenticator.revokeAllFamilies(ctx.db, id)
      const updated = await repo.getUser(ctx.db, id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(updated, status === 'Active' ? 'User activated' : 'User deactivated'), {
        eventType: 'StatusChange',
        entityType: subject.entityType,
        entityId: id,
        description: subject.summary,
        oldData: subject.before,
        newData: repo.userSnapshot(updated),
      })
    },
  },

  deleteUser: {
    async subject(ctx) {
      const id = ctx.path.id
      const before = repo.userSnapshot(await repo.getUser(ctx.db, id))
      refuseSelf(ctx, id, 'delete')
      await refuseLastUserManager(ctx, before, { status: 'Deleted', roleIds: before.roleIds }, 'delete')
      return { entityType: 'User', entityId: id, entityName: before.username, summary: `Delete user ${before.username}`, before, after: { ...before, status: 'Deleted' } }
    },
    async handle(ctx) {
      const subject = subjectOf(ctx)
      const id = ctx.path.id
      await repo.setUserStatus(ctx.db, id, 'Deleted')
      await ctx.platform.authenticator.revokeAllFamilies(ctx.db, id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(null, 'User deleted'), { eventType: 'Delete', entityType: subject.entityType, entityId: id, description: subject.summary, oldData: subject.before, newData: subject.after })
    },
  },

  updateUserPersonnel: {
    async handle(ctx) {
      const id = ctx.path.id
      const body = ctx.body
      const before = repo.userSnapshot(await repo.getUser(ctx.db, id))
      if (await repo.phoneTaken(ctx.db, body.phoneNumber, id))
        throw conflict('IDENTITY_IN_USE', `phoneNumber: ${body.phoneNumber} is already used by another user`, { field: 'phoneNumber', code: 'TAKEN' })
      await repo.updatePersonnel(ctx.db, id, { firstName: body.firstName, lastName: body.lastName, phoneNumber: body.phoneNumber })
      const updated = await repo.getUser(ctx.db, id)
      const own = ctx.actor.userId === id
      ctx.platform.invalidateAuthorization()
      return changed(ok(updated, 'Profile updated'), {
        eventType: 'Update',
        entityType: 'User',
        entityId: id,
        description: own ? `${before.username} updated their personal details` : `Update personal details of user ${before.username}`,
        oldData: before,
        newData: repo.userSnapshot(updated),
      })
    },
  },

  unlockUser: {
    async handle(ctx) {
      const id = ctx.path.id
      const user = await repo.getUser(ctx.db, id)
      if (!user.lockedUntil) throw conflict('ALREADY_IN_STATE', `User ${user.username} is not locked`)
      const before = { ...repo.userSnapshot(user), lockedUntil: user.lockedUntil, failedLoginAttempts: user.failedLoginAttempts }
      await repo.unlockUser(ctx.db, id)
      const updated = await repo.getUser(ctx.db, id)
      ctx.platform.invalidateAuthorization()
      return changed(ok(updated, 'User unlocked'), {
        eventType: 'StatusChange',
        entityType: 'User',
        entityId: id,
        description: `Unlock user ${user.username} (locked until ${user.lockedUntil})`,
        oldData: before,
        newData: { ...repo.userSnapshot(updated), lockedUntil: null, failedLoginAttempts: 0 },
      })
    },
  },
}
