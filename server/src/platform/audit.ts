// Every change, sign-in, failed sign-in, sign-out and decision goes through here.
import type { Executor } from '../db/client.ts'
import { auditRecords } from '../db/schema.ts'
import type { AuditEntry } from './types.ts'

const json = (value: unknown) => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value))

export async function writeAudit(db: Executor, who: { username: string; ip: string; userAgent: string | null }, entry: AuditEntry): Promise<void> {
  await db.insert(auditRecords).values({
    username: who.username,
    eventType: entry.eventType,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    description: entry.description,
    oldData: json(entry.oldData),
    newData: json(entry.newData),
    ipAddress: who.ip,
    userAgent: who.userAgent?.slice(0, 300) ?? null,
  })
}
