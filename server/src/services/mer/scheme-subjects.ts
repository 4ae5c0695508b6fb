// The subjects (what an approvable change does) of creating, updating and deleting fee schemes and commission groups, shared by both.
import type { Executor } from '../../db/client.ts'
import type { Subject } from '../../platform/types.ts'
import * as schemes from './scheme-repository.ts'
import { checkNameFree, checkNotInUse } from './scheme-checks.ts'

const entityTypes = { fee: 'FeeScheme', commission: 'CommissionGroup' } as const

/** How a scheme is named in a subject's summary: "fee scheme", "commission group". */
const label = (kind: schemes.SchemeKind) => schemes.kindName(kind).toLowerCase()

type SchemeView = Awaited<ReturnType<typeof schemes.getScheme>>

/** The subject of a scheme's creation, once its rules are checked: the name must be free. */
export async function schemeCreateSubject(db: Executor, kind: schemes.SchemeKind, body: { name: string; description?: string | null | undefined }, rules: unknown[]): Promise<Subject> {
  await checkNameFree(db, kind, body.name)
  const after = { name: body.name, description: body.description ?? null, status: 'Active', rules }
  return { entityType: entityTypes[kind], entityId: null, entityName: body.name, summary: `Create ${label(kind)} ${body.name}`, before: null, after }
}

/** The subject of a scheme's update, once its rules are checked: the new name must be free, and a scheme in use cannot go Inactive. */
export async function schemeUpdateSubject(
  db: Executor,
  kind: schemes.SchemeKind,
  current: SchemeView,
  body: { id: number; name: string; description?: string | null | undefined; status: string },
  rules: unknown[],
): Promise<Subject> {
  await checkNameFree(db, kind, body.name, body.id)
  if (body.status === 'Inactive' && current.status !== 'Inactive') await checkNotInUse(db, kind, current, 'deactivate')
  const before = schemes.schemeSnapshot(current)
  const after = { ...before, name: body.name, description: body.description ?? null, status: body.status, rules }
  return { entityType: entityTypes[kind], entityId: current.id, entityName: current.name, summary: `Update ${label(kind)} ${current.name}`, before, after }
}

/** The subject of a scheme's deletion: refused while merchants use it. */
export async function schemeDeleteSubject(db: Executor, kind: schemes.SchemeKind, id: number): Promise<Subject> {
  const current = await schemes.getScheme(db, kind, id)
  await checkNotInUse(db, kind, current, 'delete')
  const before = schemes.schemeSnapshot(current)
  return { entityType: entityTypes[kind], entityId: current.id, entityName: current.name, summary: `Delete ${label(kind)} ${current.name}`, before, after: { ...before, status: 'Deleted' } }
}
