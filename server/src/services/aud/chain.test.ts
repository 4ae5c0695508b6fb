// The audit chain (migration 0020): every record linked to the one before it, the verification
// naming the first record changed, removed or inserted out of order, and sign-ins under their user.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordHash } from '../../platform/audit-chain.ts'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing.ts'

const AUDIT = '/aud/api/v1/AuditTrail'

let app: TestApp
let auditor: string

interface StoredRecord {
  id: number
  seq: string
  micros: string
  username: string
  event_type: string
  entity_type: string
  entity_id: string | null
  description: string
  old_data: string | null
  new_data: string | null
  ip_address: string
  user_agent: string | null
  created_at: string
  prev_hash: string
  hash: string
}

const STORED = sql.raw(
  'id, seq::text as seq, created_at::text as created_at, (extract(epoch from created_at) * 1000000)::bigint::text as micros, username, event_type, entity_type, entity_id, description, old_data, new_data, ip_address, user_agent, prev_hash, hash',
)

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.handle.db.execute(statement)) as unknown as { rows: T[] }).rows
}

/** Records as stored, in chain order: the last `n`. */
async function lastRecords(n: number): Promise<StoredRecord[]> {
  const rows = await query<StoredRecord>(sql`select ${STORED} from audit_records order by audit_records.seq desc limit ${n}`)
  return rows.reverse()
}

const hashOf = (r: StoredRecord) =>
  recordHash({
    seq: r.seq,
    id: r.id,
    createdAtMicros: r.micros,
    username: r.username,
    eventType: r.event_type,
    entityType: r.entity_type,
    entityId: r.entity_id,
    description: r.description,
    oldData: r.old_data,
    newData: r.new_data,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    prevHash: r.prev_hash,
  })

const verify = async (from: 'Start' | 'LastVerified' = 'Start') => {
  const res = await app.request('POST', `${AUDIT}/Verification`, { token: auditor, body: { from } })
  expect(res.status).toBe(200)
  return res.body.data
}

/** Tampering as someone with the database's rights: around the chain's trigger. */
async function tamper(statement: ReturnType<typeof sql>): Promise<void> {
  await app.handle.db.execute(sql`alter table audit_records disable trigger audit_records_chain`)
  try {
    await app.handle.db.execute(statement)
  } finally {
    await app.handle.db.execute(sql`alter table audit_records enable trigger audit_records_chain`)
  }
}

/** A stored record put back as it was, its chain columns included. */
const restore = (r: StoredRecord) =>
  tamper(sql`insert into audit_records (id, seq, created_at, username, event_type, entity_type, entity_id, description, old_data, new_data, ip_address, user_agent, prev_hash, hash)
    values (${r.id}, ${r.seq}::bigint, ${r.created_at}::timestamptz, ${r.username}, ${r.event_type}, ${r.entity_type}, ${r.entity_id}, ${r.description}, ${r.old_data}, ${r.new_data}, ${r.ip_address}, ${r.user_agent}, ${r.prev_hash}, ${r.hash})`)

/** The chain's head set on a record, as the trigger leaves it after inserting that record. */
const moveHead = (r: StoredRecord) => app.handle.db.execute(sql`update audit_chain_head set seq = ${r.seq}::bigint, prev_hash = ${r.prev_hash}, hash = ${r.hash} where id = 1`)

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
  auditor = await app.login('auditor')
})

afterAll(async () => {
  await app?.close()
})

describe('the chain', () => {
  it('links each new record to the one before it, with the hash Node computes from the documented text', async () => {
    await app.login('admin')
    const records = await lastRecords(30)
    expect(records.length).toBe(30)
    for (const [i, r] of records.entries()) {
      expect(r.hash).toBe(hashOf(r))
      if (i > 0) {
        expect(Number(r.seq)).toBe(Number(records[i - 1]!.seq) + 1)
        expect(r.prev_hash).toBe(records[i - 1]!.hash)
      }
    }
    const [first] = await query<{ prev_hash: string; seq: string }>(sql`select prev_hash, seq::text as seq from audit_records order by seq limit 1`)
    expect(first).toEqual({ prev_hash: '0'.repeat(64), seq: '1' })
  })

  it('holds under many operations at once, and the verification says up to which record', async () => {
    // Sign-ins that succeed (each writes its record in its transaction) and fail (after a rollback), all at once.
    const attempts = Array.from({ length: 24 }, (_, i) =>
      app.request('POST', '/ums/api/v1/Authentication/login', { body: i % 2 ? { username: 'support', password: 'not the password' } : { username: 'checker', password: DEMO_PASSWORD } }),
    )
    await Promise.all([...attempts, app.login('checker'), app.login('admin')])
    const [head] = await lastRecords(1)
    const verified = await verify()
    expect(verified).toMatchObject({ result: 'Verified', scope: 'Start', upToRecordId: head!.id, upToSequence: Number(head!.seq), break: null, verifiedBy: 'auditor' })
    expect(verified.checked).toBe(Number(head!.seq))
    const last = await app.request('GET', `${AUDIT}/Verification`, { token: auditor })
    expect(last.body.data).toEqual(verified)
    const [recorded] = await lastRecords(1)
    expect(recorded).toMatchObject({ event_type: 'Verify', username: 'auditor', entity_type: 'AuditTrail', entity_id: String(verified.id) })
  })

  it('verifies from the last verified record: that record again and those after it', async () => {
    await app.login('checker')
    const [head] = await lastRecords(1)
    const previous = await app.request('GET', `${AUDIT}/Verification`, { token: auditor })
    const verified = await verify('LastVerified')
    expect(verified).toMatchObject({ result: 'Verified', scope: 'LastVerified', upToRecordId: head!.id })
    expect(verified.checked).toBe(Number(head!.seq) - previous.body.data.upToSequence + 1)
  })

  it('names a record changed through SQL', async () => {
    const [target] = await query<StoredRecord>(sql`select id, description from audit_records where seq = 5`)
    await tamper(sql`update audit_records set description = 'Nothing happened' where id = ${target!.id}`)
    const verified = await verify()
    expect(verified).toMatchObject({ result: 'Broken', upToSequence: 4, break: { recordId: target!.id, sequence: 5, kind: 'Changed' } })
    expect(verified.break.description).toContain(`Record ${target!.id}`)
    // What the screen reads: the last verification, broken.
    expect((await app.request('GET', `${AUDIT}/Verification`, { token: auditor })).body.data.result).toBe('Broken')
    await tamper(sql`update audit_records set description = ${target!.description} where id = ${target!.id}`)
    expect((await verify()).result).toBe('Verified')
  })

  it('names the record after one deleted through SQL', async () => {
    const [removed] = await query<StoredRecord>(sql`select ${STORED} from audit_records where seq = 7`)
    const [next] = await query<{ id: number }>(sql`select id from audit_records where seq = 8`)
    await tamper(sql`delete from audit_records where id = ${removed!.id}`)
    const verified = await verify()
    expect(verified).toMatchObject({ result: 'Broken', upToSequence: 6, break: { recordId: next!.id, sequence: 8, kind: 'Removed' } })
    await restore(removed!)
    expect((await verify()).result).toBe('Verified')
  })

  it('says records verified before were removed from the end', async () => {
    const verified = await verify()
    const tail = await query<StoredRecord>(sql`select ${STORED} from audit_records where seq >= ${verified.upToSequence} order by audit_records.seq`)
    await tamper(sql`delete from audit_records where seq >= ${verified.upToSequence}`)
    const after = await verify()
    expect(after).toMatchObject({ result: 'Broken', break: { kind: 'Removed', sequence: verified.upToSequence - 1 } })
    // The verification's own record went in after the cut: put the tail back under it.
    await tamper(sql`delete from audit_records where seq >= ${verified.upToSequence}`)
    for (const r of tail) await restore(r)
    await moveHead(tail[tail.length - 1]!)
    expect((await verify()).result).toBe('Verified')
  })

  it('names a record inserted out of order, although its own hash is right', async () => {
    const [head] = await lastRecords(1)
    const [earlier] = await query<{ hash: string; id: number }>(sql`select hash, id from audit_records where seq = ${Number(head!.seq) - 3}`)
    const forged = {
      id: 9_000_000,
      seq: String(Number(head!.seq) + 1),
      micros: '1000000000000000',
      username: 'admin',
      event_type: 'Approve',
      entity_type: 'ApprovalRequest',
      entity_id: '1',
      description: 'Approved request 1',
      old_data: null,
      new_data: null,
      ip_address: '127.0.0.1',
      user_agent: null,
      created_at: '2001-09-09T01:46:40Z',
      prev_hash: earlier!.hash,
      hash: '',
    }
    // Thorough: the head of the chain moved to it too, so the records written after it link to it.
    await restore({ ...forged, hash: hashOf(forged) })
    await moveHead({ ...forged, hash: hashOf(forged) })
    const verified = await verify()
    expect(verified).toMatchObject({ result: 'Broken', upToRecordId: head!.id, break: { recordId: forged.id, kind: 'OutOfOrder' } })
  })
})

describe('sign-ins in the trail', () => {
  it('are under the user who signed in or was tried, so the trail filtered by username finds them; no password is kept', async () => {
    await app.login('maker')
    const wrong = 'Wrong-Secret-8841'
    expect((await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'maker', password: wrong } })).status).toBe(401)
    expect((await app.request('POST', '/ums/api/v1/Authentication/login', { body: { username: 'no.such.person', password: wrong } })).status).toBe(401)

    const logins = await app.request('GET', `${AUDIT}?Username=maker&EventType=Login`, { token: auditor })
    expect(logins.body.data[0]).toMatchObject({ username: 'maker', eventType: 'Login' })
    const failures = await app.request('GET', `${AUDIT}?Username=maker&EventType=LoginFailed`, { token: auditor })
    expect(failures.body.data[0]).toMatchObject({ username: 'maker', eventType: 'LoginFailed' })
    const unknown = await app.request('GET', `${AUDIT}?Username=no.such.person`, { token: auditor })
    expect(unknown.body.data).toHaveLength(1)
    expect(unknown.body.data[0]).toMatchObject({ username: 'no.such.person', eventType: 'LoginFailed', entityId: null })
    expect(unknown.body.data[0].description).toContain('unknown username no.such.person')
    const [leak] = await query<{ n: number }>(sql`select count(*)::int as n from audit_records where description like ${`%${wrong}%`} or new_data like ${`%${wrong}%`}`)
    expect(leak!.n).toBe(0)
    expect((await app.request('GET', `${AUDIT}?Username=anonymous&EventType=Login`, { token: auditor })).body.totalRecords).toBe(0)
  })
})
