// The merchant's personnel: its administrator's login, created when the onboarding is applied.
import { and, eq, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { roles, userRoles, users } from '../../db/schema.ts'
import type { BodyOf } from '../../platform/types.ts'

/** The role a merchant's administrator gets (seeded; a bank may rename it in role management). */
export const PERSONNEL_ROLE = 'Merchant Owner'

type Personnel = BodyOf<'createMerchant'>['personnel']

/** Whether the personnel's e-mail already belongs to a user (users' e-mails are unique). */
export async function personnelEmailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
  return rows.length > 0
}

/** Creates the personnel's user (client type Merchant, no password yet) with the personnel role. */
export async function insertPersonnelUser(db: Executor, personnel: Personnel): Promise<{ id: number; username: string; email: string }> {
  const [row] = await db
    .insert(users)
    .values({
      username: personnel.username,
      firstName: personnel.firstName,
      lastName: personnel.lastName,
      email: personnel.email,
      phoneNumber: personnel.phoneNumber,
      status: 'Active',
      clientType: 'Merchant',
      passwordHash: null,
    })
    .returning({ id: users.id })
  if (!row) throw new Error('personnel user not inserted')
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, PERSONNEL_ROLE), eq(roles.clientType, 'Merchant'), eq(roles.status, 'Active')))
    .limit(1)
  if (role) await db.insert(userRoles).values({ userId: row.id, roleId: role.id })
  return { id: row.id, username: personnel.username, email: personnel.email }
}
