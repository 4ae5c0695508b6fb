// For every operation with a body: a body that breaks the contract gets 400 naming the field and
// changes no row anywhere.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../testing.ts'
import { loadOperations, type ContractOperation } from './contracts.ts'

let t: TestApp
let admin: string

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { table_name: string }[] }
  const counts: Record<string, number> = {}
  for (const { table_name } of tables.rows) {
    const result = (await t.handle.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))) as unknown as { rows: { n: number }[] }
    counts[table_name] = result.rows[0]?.n ?? 0
  }
  return counts
}

function urlOf(op: ContractOperation): string {
  let path = op.path
  for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replace(`{${p.name}}`, p.schema.type === 'integer' ? '1' : String((p.schema.enum as string[] | undefined)?.[0] ?? 'token-value-0001'))
  const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${p.schema.type === 'integer' ? 1 : String((p.schema.enum as string[] | undefined)?.[0] ?? 'x')}`)
  return query.length ? `${path}?${query.join('&')}` : path
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('admin')
})
afterAll(() => t.close())

const withBody = loadOperations().filter((op) => op.requestBody)

describe('bad input', () => {
  it.each(withBody.map((op) => [op.operationId, op] as const))('%s: a body outside the contract is refused and writes nothing', async (_id, op) => {
    const before = await rowCounts()
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { token: admin, body: { unexpectedField: 'x' } })
    expect(response.status).toBe(400)
    expect(response.body.succeeded).toBe(false)
    expect(response.body.errors.join(' ')).toMatch(/unexpectedField|is required/)
    expect(await rowCounts()).toEqual(before)
  })

  it('names each bad field', async () => {
    const response = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: { name: 'x', productIds: [] } })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^name:/), expect.stringMatching(/^productIds:/)]))
  })

  it('refuses malformed JSON, bad query values and bad path values with 400', async () => {
    const json = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: '{"name": ' })
    const size = await t.request('GET', '/mer/api/v1/Merchant?PageSize=501', { token: admin })
    const date = await t.request('GET', '/apms/api/v1/Approval?StartDate=2026-13-45', { token: admin })
    const id = await t.request('GET', '/pms/api/v1/ProductGroup/abc', { token: admin })
    expect([json.status, size.status, date.status, id.status]).toEqual([400, 400, 400, 400])
    expect(size.body.errors[0]).toMatch(/^PageSize:/)
    expect(date.body.errors[0]).toMatch(/^StartDate:/)
    expect(id.body.errors[0]).toMatch(/^id:/)
  })

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.request('GET', '/mer/api/v1/Nothing', { token: admin })
    expect(response.status).toBe(404)
    expect(response.body.succeeded).toBe(false)
  })
})
