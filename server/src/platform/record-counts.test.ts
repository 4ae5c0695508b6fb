// The record lists' totals from the counts kept per status (record_counts, 0028): equal to counting
// the table after records are added, change status, are deleted and the table is emptied; a list
// with any other filter counts its matches.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../testing.ts'

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 500 } })
  admin = await app.login('admin')
})

afterAll(async () => {
  await app?.close()
})

const counted = async (statement: ReturnType<typeof sql>) => Number(((await app.handle.db.execute(statement)) as unknown as { rows: { n: string }[] }).rows[0]!.n)
const totalOf = async (path: string) => {
  const res = (await app.request('GET', path, { token: admin })) as { status: number; body: { totalRecords: number } }
  expect(res.status, path).toBe(200)
  return res.body.totalRecords
}

/** Each list asked for by status alone, and the same set counted in the table. */
const screens: [string, ReturnType<typeof sql>][] = [
  ['/mer/api/v1/Merchant', sql`select count(*) as n from merchants where status <> 'Deleted'`],
  ['/mer/api/v1/Merchant?Status=Inactive', sql`select count(*) as n from merchants where status = 'Inactive'`],
  ['/mer/api/v1/Agent', sql`select count(*) as n from agents where status <> 'Deleted'`],
  ['/mer/api/v1/Agent?Status=Active', sql`select count(*) as n from agents where status = 'Active'`],
  ['/ums/api/v1/User', sql`select count(*) as n from users where status <> 'Deleted'`],
  ['/ums/api/v1/User?Status=Inactive', sql`select count(*) as n from users where status = 'Inactive'`],
  ['/cms/api/v1/Case', sql`select count(*) as n from cases`],
  ['/cms/api/v1/Case?OpenOnly=true', sql`select count(*) as n from cases where status in ('Open', 'InProgress')`],
  ['/cms/api/v1/Case?Status=Resolved&OpenOnly=true', sql`select 0 as n`],
  ['/apms/api/v1/Approval', sql`select count(*) as n from approval_requests`],
  ['/apms/api/v1/Approval?Status=Pending', sql`select count(*) as n from approval_requests where status = 'Pending'`],
]

async function expectTotalsAsCounted(moment: string) {
  for (const [path, statement] of screens) expect(await totalOf(path), `${path} ${moment}`).toBe(await counted(statement))
}

describe('record lists asked for by status alone', () => {
  it('answer the kept counts, equal to counting, as records are added, change status and go', async () => {
    await expectTotalsAsCounted('as seeded')
    expect(await totalOf('/mer/api/v1/Merchant')).toBeGreaterThan(0)

    const db = app.handle.db
    await db.execute(sql`update merchants set status = 'Inactive' where id = (select min(id) from merchants where status = 'Active')`)
    await db.execute(sql`update agents set status = 'Deleted' where id in (select id from agents where status = 'Active' order by id limit 3)`)
    await db.execute(sql`update users set status = 'Inactive' where username = 'support'`)
    await db.execute(sql`update cases set status = 'Closed' where id = (select min(id) from cases where status in ('Open', 'InProgress'))`)
    await db.execute(sql`delete from approval_requests where id = (select max(id) from approval_requests where status = 'Pending')`)
    // A change that leaves the status alone moves no count.
    await db.execute(sql`update merchants set business_name = business_name || ' Ltd' where id = (select max(id) from merchants)`)
    await expectTotalsAsCounted('after changes')

    // The answer comes from the kept counts, not from counting the table.
    const before = await totalOf('/mer/api/v1/Merchant')
    await db.execute(sql`update record_counts set records = records + 1000 where list = 'merchants' and status = 'Active'`)
    expect(await totalOf('/mer/api/v1/Merchant?PageSize=11')).toBe(before + 1000)
    await db.execute(sql`update record_counts set records = records - 1000 where list = 'merchants' and status = 'Active'`)

    await db.execute(sql`truncate approval_requests cascade`)
    expect(await totalOf('/apms/api/v1/Approval')).toBe(0)
    await expectTotalsAsCounted('after emptying')
  })

  it('counts the matches of any other filter', async () => {
    const [name] = ((await app.handle.db.execute(sql`select business_name as n from merchants where status <> 'Deleted' order by id limit 1`)) as unknown as { rows: { n: string }[] }).rows
    const expected = await counted(sql`select count(*) as n from merchants where status <> 'Deleted' and lower(business_name) like ${`%${name!.n.toLowerCase()}%`}`)
    expect(await totalOf(`/mer/api/v1/Merchant?BusinessName=${encodeURIComponent(name!.n)}`)).toBe(expected)
    expect(await totalOf('/ums/api/v1/User?Username=zz-nobody')).toBe(0)
    expect(await totalOf('/cms/api/v1/Case?Priority=High')).toBe(await counted(sql`select count(*) as n from cases where priority = 'High'`))
  })
})
