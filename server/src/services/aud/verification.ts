// The verification of the audit chain (migration 0020): the records walked in chain order, a batch
// at a time, each hash recomputed here (platform/audit-chain.ts), not by the database's function.
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { auditChainHead, auditRecords, auditVerifications } from '../../db/schema.ts'
import { GENESIS_HASH, recordHash, type ChainedRecord } from '../../platform/audit-chain.ts'
import { iso } from '../../platform/http.ts'
import type { DataOf } from '../../platform/types.ts'

type Verification = DataOf<'verifyAuditTrail'>
type ChainBreak = NonNullable<Verification['break']>
export type VerificationScope = Verification['scope']

/** A point of the chain: its place, its hash and its record. */
interface Link {
  seq: number
  hash: string
  recordId: number | null
}

const BATCH = 5000

const chainColumns = {
  id: auditRecords.id,
  seq: sql<string>`${auditRecords.seq}::text`,
  createdAtMicros: sql<string>`(extract(epoch from ${auditRecords.createdAt}) * 1000000)::bigint::text`,
  username: auditRecords.username,
  eventType: auditRecords.eventType,
  entityType: auditRecords.entityType,
  entityId: auditRecords.entityId,
  description: auditRecords.description,
  oldData: auditRecords.oldData,
  newData: auditRecords.newData,
  ipAddress: auditRecords.ipAddress,
  userAgent: auditRecords.userAgent,
  prevHash: sql<string>`${auditRecords.prevHash}`,
  hash: sql<string>`${auditRecords.hash}`,
}

/**
 * Walks the chain after `start` up to `head`: the last link that holds and the first break.
 * `seen` is what an earlier verification recorded of one link: the record there must still be it.
 */
async function walk(db: Executor, start: Link, head: number, seen: Link | null): Promise<{ last: Link; checked: number; broken: ChainBreak | null }> {
  let last = start
  let checked = 0
  for (;;) {
    const batch: (ChainedRecord & { hash: string })[] = await db
      .select(chainColumns)
      .from(auditRecords)
      .where(and(gt(auditRecords.seq, last.seq), lte(auditRecords.seq, head)))
      .orderBy(auditRecords.seq)
      .limit(BATCH)
    for (const record of batch) {
      checked++
      const broken = breakAt(record, last, seen)
      if (broken) return { last, checked, broken }
      last = { seq: Number(record.seq), hash: record.hash, recordId: record.id }
    }
    if (batch.length < BATCH) return { last, checked, broken: null }
  }
}

/** Whether the record breaks the chain after `previous`, and how. */
function breakAt(record: ChainedRecord & { hash: string }, previous: Link, seen: Link | null): ChainBreak | null {
  const seq = Number(record.seq)
  const at = (kind: ChainBreak['kind'], description: string): ChainBreak => ({ recordId: record.id, sequence: seq, kind, description })
  if (seq > previous.seq + 1) {
    const missing = seq - previous.seq - 1
    return at('Removed', `${missing} record${missing === 1 ? '' : 's'} of the chain before record ${record.id} ${missing === 1 ? 'is' : 'are'} missing (places ${previous.seq + 1} to ${seq - 1})`)
  }
  if (recordHash(record) !== record.hash) return at('Changed', `Record ${record.id} no longer matches its hash; its content was changed`)
  if (record.prevHash !== previous.hash) {
    const after = previous.recordId === null ? 'the start of the chain' : `record ${previous.recordId}`
    return at('OutOfOrder', `Record ${record.id} does not follow ${after}: it was inserted out of order, or the record before it was replaced`)
  }
  if (seen && seq === seen.seq && record.hash !== seen.hash) return at('Changed', `Record ${record.id} is not the record verified before at its place; the chain up to it was rewritten`)
  return null
}

/** The last verification that found the chain whole: where later ones start from, and what they compare. */
async function lastVerified(db: Executor): Promise<Link | null> {
  const [row] = await db
    .select({ seq: auditVerifications.upToSeq, hash: auditVerifications.upToHash, recordId: auditVerifications.upToRecordId })
    .from(auditVerifications)
    .where(eq(auditVerifications.result, 'Verified'))
    .orderBy(desc(auditVerifications.id))
    .limit(1)
  return row && row.hash !== null ? { seq: row.seq, hash: row.hash, recordId: row.recordId } : null
}

/** Where a walk from the last verified link starts: just before it, so that link is checked again. */
async function before(db: Executor, link: Link): Promise<Link> {
  const [row] = await db.select({ prevHash: auditRecords.prevHash }).from(auditRecords).where(eq(auditRecords.seq, link.seq))
  return { seq: link.seq - 1, hash: row?.prevHash ?? '', recordId: null }
}

/** Records gone from the end: the chain stops before its head, or before the place an earlier verification reached. */
function cutShort(last: Link, head: number, seen: Link | null): ChainBreak | null {
  const end = Math.max(head, seen?.seq ?? 0)
  if (last.seq >= end) return null
  const missing = end - last.seq
  const verified = seen && seen.seq > last.seq ? `, verified before up to record ${seen.recordId}` : ''
  return {
    recordId: last.recordId,
    sequence: last.seq,
    kind: 'Removed',
    description: `The chain ends at place ${last.seq}: the last ${missing} record${missing === 1 ? '' : 's'} (up to place ${end}${verified}) ${missing === 1 ? 'is' : 'are'} missing`,
  }
}

/** Verifies the chain up to its last record, records the verification under `username`, and answers it. */
export async function verifyChain(db: Executor, username: string, scope: VerificationScope): Promise<Verification> {
  const started = performance.now()
  // The place of the last record committed, as the chain's head row says (migration 0020).
  const [top] = await db.select({ seq: auditChainHead.seq }).from(auditChainHead)
  const head = top?.seq ?? 0
  const seen = await lastVerified(db)
  const start: Link = scope === 'LastVerified' && seen ? await before(db, seen) : { seq: 0, hash: GENESIS_HASH, recordId: null }
  const walked = await walk(db, start, head, seen)
  const broken = walked.broken ?? cutShort(walked.last, head, seen)
  const [row] = await db
    .insert(auditVerifications)
    .values({
      verifiedBy: username,
      scope,
      upToSeq: walked.last.seq,
      upToRecordId: walked.last.recordId,
      upToHash: walked.last.recordId === null ? null : walked.last.hash,
      checked: walked.checked,
      durationMs: Math.round(performance.now() - started),
      result: broken ? 'Broken' : 'Verified',
      breakRecordId: broken?.recordId ?? null,
      breakSeq: broken?.sequence ?? null,
      breakKind: broken?.kind ?? null,
      breakDescription: broken?.description ?? null,
    })
    .returning()
  if (!row) throw new Error('The verification was not recorded')
  return toVerification(row)
}

function toVerification(row: typeof auditVerifications.$inferSelect): Verification {
  return {
    id: row.id,
    verifiedBy: row.verifiedBy,
    verifiedAt: iso(row.verifiedAt),
    scope: row.scope as VerificationScope,
    result: row.result as Verification['result'],
    upToSequence: row.upToSeq,
    upToRecordId: row.upToRecordId,
    checked: row.checked,
    durationMs: row.durationMs,
    break: row.breakSeq === null ? null : { recordId: row.breakRecordId, sequence: row.breakSeq, kind: row.breakKind as ChainBreak['kind'], description: row.breakDescription ?? '' },
  }
}

/** The last verification, or null. */
export async function latestVerification(db: Executor): Promise<Verification | null> {
  const [row] = await db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1)
  return row ? toVerification(row) : null
}
