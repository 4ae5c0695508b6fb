// Lists answered from memory: the same answer while nothing is written, a new one after any write
// (through the API or straight into the database), never one user's answer to another.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../testing.ts'

let t: TestApp
let admin: string

async function dataVersion(): Promise<number> {
  const result = (await t.handle.db.execute(sql`select version from data_version where id = 1`)) as unknown as { rows: { version: string | number }[] }
  return Number(result.rows[0]?.version)
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('admin')
})
afterAll(() => t.close())

describe('cached lists', () => {
  const LIST = '/mer/api/v1/Merchant?PageSize=5&SortOrder=asc'

  it('move the data version on a write, not on a read', async () => {
    const before = await dataVersion()
    await t.request('GET', LIST, { token: admin })
    await t.request('GET', '/ums/api/v1/User?PageSize=5', { token: admin })
    expect(await dataVersion()).toBe(before)
    await t.handle.db.execute(sql`update merchants set updated_at = updated_at where id = (select min(id) from merchants)`)
    expect(await dataVersion()).toBe(before + 1)
  })

  it('answer the same list again, and the new data right after a write straight into the database', async () => {
    const first = await t.request('GET', LIST, { token: admin })
    const again = await t.request('GET', LIST, { token: admin })
    expect(again.body).toEqual(first.body)
    const merchant = first.body.data[0] as { id: number; businessName: string }
    await t.handle.db.execute(sql`update merchants set business_name = ${`${merchant.businessName} Renamed`} where id = ${merchant.id}`)
    const after = await t.request('GET', LIST, { token: admin })
    expect(after.body.data[0].businessName).toBe(`${merchant.businessName} Renamed`)
    await t.handle.db.execute(sql`update merchants set business_name = ${merchant.businessName} where id = ${merchant.id}`)
    expect((await t.request('GET', LIST, { token: admin })).body.data[0].businessName).toBe(merchant.businessName)
  })

  it("keep each user's answer to that user: whether a request can be decided depends on who asks", async () => {
    const maker = await t.login('maker')
    const checker = await t.login('checker')
    // A change by the maker, waiting for a checker.
    const view = (await t.request('GET', '/mer/api/v1/MerchantFeeScheme/GetWithPaging?Status=Active', { token: admin })).body.data[0]
    const scheme = (await t.request('GET', `/mer/api/v1/MerchantFeeScheme/${view.id}`, { token: admin })).body.data
    const rules = (scheme.rules as { product: { id: number } }[]).map(({ product, ...rule }) => ({ ...rule, productId: product.id }))
    const sent = await t.request('PUT', '/mer/api/v1/MerchantFeeScheme/Update', {
      token: maker,
      body: { id: scheme.id, name: scheme.name, description: 'Reviewed for the cache test', rules, status: 'Active' },
    })
    expect(sent.status).toBe(202)
    const pending = '/apms/api/v1/Approval?Status=Pending&PageSize=50'
    const asChecker = await t.request('GET', pending, { token: checker })
    const asMaker = await t.request('GET', pending, { token: maker })
    expect(asChecker.status).toBe(200)
    expect(asMaker.status).toBe(200)
    const made = (asMaker.body.data as { maker: { username: string }; canDecide: boolean }[]).filter((r) => r.maker.username === 'maker')
    expect(made.length).toBeGreaterThan(0)
    expect(made.every((r) => !r.canDecide)).toBe(true)
    const sameForChecker = (asChecker.body.data as { maker: { username: string }; canDecide: boolean }[]).filter((r) => r.maker.username === 'maker')
    expect(sameForChecker.some((r) => r.canDecide)).toBe(true)
  })

  it('take a lost permission into account at once, even written straight into the database', async () => {
    const auditor = await t.login('auditor')
    expect((await t.request('GET', LIST, { token: auditor })).status).toBe(200)
    await t.handle.db.execute(sql`delete from user_roles where user_id = (select id from users where username = 'auditor')`)
    const refused = await t.request('GET', LIST, { token: auditor })
    expect(refused.status).toBe(403)
  })
})
