// Lists paged by key (platform/keyset.ts): walks by cursor while rows arrive and change, ChangedSince,
// the audit trail's page numbers from its maintained counts, and refused cursors.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { auditRecords } from '../db/schema.ts'
import { createTestApp, type TestApp } from '../testing.ts'

let app: TestApp
let admin: string
let auditor: string

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await app.handle.db.execute(query)) as unknown as { rows: T[] }).rows

interface Page {
  status: number
  body: { data: { id: number; updatedAt?: string }[]; nextCursor: string | null; previousCursor: string | null; totalRecords: number; pageNumber: number }
}

const get = (path: string, token = admin) => app.request('GET', path, { token }) as Promise<Page>

/** Every page from the first by nextCursor, calling `between` after each page; the ids in the order read. */
async function walk(path: string, between: (page: number) => Promise<void> = async () => {}, token = admin, size = 7): Promise<number[]> {
  const ids: number[] = []
  let url = `${path}${path.includes('?') ? '&' : '?'}PageSize=${size}`
  for (let page = 1; page < 500; page++) {
    const res = await get(url, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    ids.push(...res.body.data.map((r) => r.id))
    await between(page)
    if (!res.body.nextCursor) return ids
    url = `${path}${path.includes('?') ? '&' : '?'}PageSize=${size}&PageNumber=${page + 1}&Cursor=${res.body.nextCursor}`
  }
  throw new Error('the walk did not end')
}

/** An approval request of the maker's, as maker-checker stores one (enough for the list). */
const newApprovalRequest = (n: number) => sql`
  insert into approval_requests (permission_id, operation_id, input, entity_type, entity_name, summary, after_data, changed_fields, maker_username, maker_full_name)
  select id, 'createProductGroup', '{}'::jsonb, 'ProductGroup', ${`Group ${n}`}, ${`Create product group Group ${n}`}, '{}', '[]'::jsonb, 'maker', 'Emeka Nwosu'
  from permissions order by id limit 1`

const newAuditRecord = (n: number) => sql`
  insert into audit_records (username, event_type, entity_type, entity_id, description, ip_address)
  values ('walker', 'Login', 'User', ${String(n)}, 'Signed in', '102.89.34.17')`

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 2000 } })
  admin = await app.login('admin')
  auditor = await app.login('auditor')
  for (let n = 0; n < 30; n++) await app.handle.db.execute(newApprovalRequest(n))
  // Subscriptions that receive nothing (Disabled), for the webhooks' list.
  for (const n of [1, 2, 3])
    await app.handle.db.execute(sql`insert into webhook_subscriptions (url, event_types, sealed_secret, status, created_by)
      values (${`https://hooks.example.com/${n}`}, '["merchant.created"]'::jsonb, 'unused', 'Disabled', 'admin')`)
  // A delivery log of five (failed long ago: no attempt is due), and the demo outbox's messages.
  for (let n = 1; n <= 5; n++) {
    await app.handle.db.execute(sql`insert into webhook_deliveries (subscription_id, event_seq, event_type, message_id, payload, status)
      select min(id), ${n}, 'merchant.created', ${`evt_${n}`}, ${JSON.stringify({ id: n, occurredAt: '2026-11-28T10:00:00.000Z', summary: `Create merchant ${n}` })}, 'Failed' from webhook_subscriptions`)
    await app.handle.db.execute(sql`insert into notifications (channel, destination, username, subject, body) values ('Email', 'walker@sandbox-bank.ng', 'walker', ${`Message ${n}`}, 'Body')`)
  }
})

afterAll(async () => {
  await app?.close()
})

describe('a walk by cursor', () => {
  it('gives no row twice and misses none while rows are added at the top (approvals, audit trail)', async () => {
    for (const [path, insert, token] of [
      ['/apms/api/v1/Approval', newApprovalRequest, admin],
      ['/aud/api/v1/AuditTrail', newAuditRecord, auditor],
    ] as const) {
      const before = (await walk(path, async () => {}, token)).sort((a, b) => a - b)
      let n = 1000
      const walked = await walk(
        path,
        async () => {
          // Three new rows between pages: newest first, they would push an offset's pages down.
          for (let i = 0; i < 3; i++) await app.handle.db.execute(insert(n++))
        },
        token,
      )
      expect(new Set(walked).size, path).toBe(walked.length)
      expect(
        walked.filter((id) => before.includes(id)).sort((a, b) => a - b),
        path,
      ).toEqual(before)
    }
  })

  it('walks every list from first to last, and back by previousCursor to the same pages', async () => {
    const [subscription] = await rowsOf<{ id: number }>(sql`select min(id) as id from webhook_subscriptions`)
    for (const [path, size] of [
      ['/mer/api/v1/Merchant', 7],
      ['/mer/api/v1/Agent', 7],
      ['/ums/api/v1/User', 7],
      ['/cms/api/v1/Case', 7],
      ['/apms/api/v1/Approval', 7],
      ['/ums/api/v1/Roles', 2],
      ['/mer/api/v1/MerchantFeeScheme/GetWithPaging', 2],
      ['/mer/api/v1/MerchantCommissionGroup/GetWithPaging', 2],
      ['/pms/api/v1/ProductGroup/GetWithPaging', 2],
      ['/admin/api/v1/Webhook', 1],
      ['/pms/api/v1/Product/GetProductWithPaging', 3],
      ['/admin/api/v1/Notification/outbox', 2],
      [`/admin/api/v1/Webhook/${subscription!.id}/Deliveries`, 2],
      ['/apms/api/v1/Approval/ApprovableConfigurations', 3],
    ] as const) {
      const listed = await walk(path, async () => {}, admin, size)
      const whole = await get(`${path}?PageSize=500`)
      expect(listed, path).toEqual(whole.body.data.map((r) => r.id))
      expect(listed.length, path).toBe(whole.body.totalRecords)
      expect(listed.length, `${path} has more than a page`).toBeGreaterThan(size)
      // Page 2 by cursor, then back: the first page again, with no previous page.
      const first = await get(`${path}?PageSize=${size}`)
      expect(first.body.previousCursor).toBeNull()
      const second = await get(`${path}?PageSize=${size}&PageNumber=2&Cursor=${first.body.nextCursor}`)
      expect(second.body.pageNumber).toBe(2)
      const back = await get(`${path}?PageSize=${size}&PageNumber=1&Cursor=${second.body.previousCursor}`)
      expect(
        back.body.data.map((r) => r.id),
        path,
      ).toEqual(first.body.data.map((r) => r.id))
      expect(back.body.previousCursor, path).toBeNull()
    }
  })
})

describe('ChangedSince', () => {
  it('reads what changed since, oldest change first, and a change made during the walk is not lost', async () => {
    const [{ now }] = (await rowsOf<{ now: string }>(sql`select now()::text as now`)) as [{ now: string }]
    await new Promise((resolve) => setTimeout(resolve, 5))
    const ids = (await rowsOf<{ id: number }>(sql`select id from merchants where status <> 'Deleted' order by id limit 12`)).map((r) => r.id)
    for (const id of ids) await app.handle.db.execute(sql`update merchants set business_name = business_name || '' where id = ${id}`)
    const since = encodeURIComponent(new Date(now).toISOString())
    const read = await get(`/mer/api/v1/Merchant?ChangedSince=${since}&PageSize=500`)
    expect(read.body.data.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
    const times = read.body.data.map((r) => r.updatedAt!)
    expect([...times].sort()).toEqual(times)
    // Walked 5 at a time while the first merchant read changes again: it comes again at the end, none missed.
    const walked: number[] = []
    let url = `/mer/api/v1/Merchant?ChangedSince=${since}&PageSize=5`
    for (let page = 0; page < 10; page++) {
      const res = await get(url)
      walked.push(...res.body.data.map((r) => r.id))
      if (page === 0) await app.handle.db.execute(sql`update merchants set business_name = business_name || '' where id = ${walked[0]!}`)
      if (!res.body.nextCursor) break
      expect(res.body.nextCursor).toMatch(/^after:\d{13}\.\d+$/)
      url = `/mer/api/v1/Merchant?ChangedSince=${since}&PageSize=5&Cursor=${res.body.nextCursor}`
    }
    expect(new Set(walked)).toEqual(new Set(ids))
    expect(walked.at(-1)).toBe(walked[0])
    expect(walked).toHaveLength(ids.length + 1)
  })

  it('keeps changes in whole milliseconds, so a cursor names an exact place', async () => {
    const [row] = await rowsOf<{ micros: string }>(sql`select max(extract(microseconds from updated_at)::int % 1000)::text as micros from agents`)
    expect(row!.micros).toBe('0')
  })
})

describe('the audit trail by page number', () => {
  it('finds every page from the maintained counts, as an offset would, and their total', async () => {
    const filters = ['', 'EventType=Login', 'Username=ad', 'EntityType=User&SortOrder=asc', `StartDate=2020-01-01&EndDate=2100-01-01`]
    for (const filter of filters) {
      const first = await get(`/aud/api/v1/AuditTrail?${filter}&PageSize=6`, auditor)
      const params = new URLSearchParams(filter)
      const conditions = [
        params.get('EventType') ? sql`event_type = ${params.get('EventType')}` : sql`true`,
        params.get('Username') ? sql`lower(username) like ${`${params.get('Username')}%`}` : sql`true`,
        params.get('EntityType') ? sql`entity_type = ${params.get('EntityType')}` : sql`true`,
      ]
      const direction = sql.raw(params.get('SortOrder') === 'asc' ? 'asc' : 'desc')
      const expected = (await rowsOf<{ id: number }>(sql`select id from ${auditRecords} where ${sql.join(conditions, sql` and `)} order by created_at ${direction}, id ${direction}`)).map((r) => r.id)
      expect(first.body.totalRecords, filter).toBe(expected.length)
      expect(expected.length, filter).toBeGreaterThan(6)
      for (const pageNumber of [2, 3, Math.ceil(expected.length / 6)]) {
        const page = await get(`/aud/api/v1/AuditTrail?${filter}&PageSize=6&PageNumber=${pageNumber}`, auditor)
        expect(
          page.body.data.map((r) => r.id),
          `${filter} page ${pageNumber}`,
        ).toEqual(expected.slice((pageNumber - 1) * 6, pageNumber * 6))
      }
      const past = await get(`/aud/api/v1/AuditTrail?${filter}&PageSize=6&PageNumber=${Math.ceil(expected.length / 6) + 1}`, auditor)
      expect(past.body.data).toEqual([])
      expect(past.body.nextCursor).toBeNull()
    }
  })
  it("keeps the closed days' counts and still counts today's records as they arrive", async () => {
    // Twelve records of one person ten days ago: a closed day, whose counts are read once and kept.
    for (let n = 0; n < 12; n++)
      await app.handle.db.execute(sql`insert into audit_records (username, event_type, entity_type, entity_id, description, ip_address, created_at)
        values ('archivist', 'Update', 'Merchant', ${String(n)}, 'Updated', '102.89.34.17', now() - interval '10 days' + ${n} * interval '1 second')`)
    const old = await get('/aud/api/v1/AuditTrail?Username=archivist&PageSize=5&PageNumber=3', auditor)
    expect(old.body.totalRecords).toBe(12)
    expect(old.body.data).toHaveLength(2)
    // Today's records are read each time: the total follows them, the closed days' part unchanged.
    await app.handle.db.execute(sql`insert into audit_records (username, event_type, entity_type, entity_id, description, ip_address)
      values ('archivist', 'Login', 'User', '1', 'Signed in', '102.89.34.17')`)
    const now = await get('/aud/api/v1/AuditTrail?Username=archivist&PageSize=5&PageNumber=3', auditor)
    expect(now.body.totalRecords).toBe(13)
    expect(now.body.data).toHaveLength(3)
    const first = await get('/aud/api/v1/AuditTrail?Username=ARCHIVIST&PageSize=5', auditor)
    expect(first.body.totalRecords).toBe(13)
    expect(first.body.data.map((r) => (r as { eventType?: string }).eventType)).toEqual(['Login', 'Update', 'Update', 'Update', 'Update'])
  })
})

describe('refused cursors', () => {
  it('names the cursor that is not one, and the one that names no row', async () => {
    const malformed = await app.request('GET', '/mer/api/v1/Merchant?Cursor=sideways:3', { token: admin })
    expect(malformed.status).toBe(400)
    expect(malformed.body.fieldErrors[0]).toMatchObject({ field: 'Cursor', code: 'PATTERN' })
    const unknown = await app.request('GET', '/ums/api/v1/User?Cursor=after:999999', { token: admin })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fieldErrors[0]).toMatchObject({ field: 'Cursor', code: 'UNKNOWN_REFERENCE' })
    expect(unknown.body.errors[0]).toContain('start again from the first page')
  })
})
