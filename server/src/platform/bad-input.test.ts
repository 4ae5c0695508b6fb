// For every operation with a body: a body that breaks the contract gets 400 naming the field and
// changes no row anywhere.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../testing.ts'
import { loadOperations, type ContractOperation } from './contracts.ts'

let t: TestApp
let admin: string

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await t.handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as {
    rows: { table_name: string }[]
  }
  const counts: Record<string, number> = {}
  for (const { table_name } of tables.rows) {
    const result = (await t.handle.db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))) as unknown as { rows: { n: number }[] }
    counts[table_name] = result.rows[0]?.n ?? 0
  }
  return counts
}

function urlOf(op: ContractOperation): string {
  let path = op.path
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    path = path.replace(`{${p.name}}`, p.schema.type === 'integer' ? '1' : String((p.schema.enum as string[] | undefined)?.[0] ?? 'token-value-0001'))
  const query = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${p.schema.type === 'integer' ? 1 : String((p.schema.enum as string[] | undefined)?.[0] ?? 'x')}`)
  return query.length ? `${path}?${query.join('&')}` : path
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('admin')
})
afterAll(() => t.close())

const withBody = loadOperations().filter((op) => op.requestBody)

/** Dotted paths of the strings in a value (the request example), with the string at each. */
function stringLeaves(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...at, String(i)]))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]))
  return []
}

/** The example with a NUL put into the string at `path`. */
function withNul(example: unknown, path: string[]): unknown {
  const copy = structuredClone(example) as Record<string, unknown>
  let node: Record<string, unknown> = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>
  const last = path[path.length - 1]!
  const text = node[last] as string
  node[last] = `${text.slice(0, 1)}\u0000${text.slice(1)}`
  return copy
}

// Every string of every body example gets a NUL in turn would be hundreds of requests; the last
// string of each body (the deepest, for nested bodies) stands for the others.
const withStringInBody = withBody.flatMap((op) => {
  const leaves = stringLeaves(op.requestBody?.example)
  const leaf = leaves[leaves.length - 1]
  return leaf ? [[op.operationId, op, leaf] as const] : []
})

describe('bad input', () => {
  it.each(withBody.map((op) => [op.operationId, op] as const))('%s: a body outside the contract is refused and writes nothing', async (_id, op) => {
    const before = await rowCounts()
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { token: admin, body: { unexpectedField: 'x' } })
    expect(response.status).toBe(400)
    expect(response.body.succeeded).toBe(false)
    expect(response.body.errors.join(' ')).toMatch(/unexpectedField|is required/)
    expect(await rowCounts()).toEqual(before)
  })

  it.each(withStringInBody)('%s: a NUL in a body string is refused with 400 naming the field, and writes nothing', async (_id, op, leaf) => {
    const before = await rowCounts()
    const response = await t.request(op.method.toUpperCase(), urlOf(op), { token: admin, body: withNul(op.requestBody?.example, leaf) })
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.fieldErrors).toEqual([{ field: leaf.join('.'), code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0000)' }])
    expect(response.body.errors[0]).toBe(`${leaf.join('.')}: must not contain control characters (found U+0000)`)
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses control characters in query and path values, and keeps line breaks in free text', async () => {
    const query = await t.request('GET', '/mer/api/v1/Merchant?BusinessName=Mama%00Nkechi', { token: admin })
    expect(query.status).toBe(400)
    expect(query.body.fieldErrors).toEqual([{ field: 'BusinessName', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0000)' }])
    const path = await t.request('GET', '/pms/api/v1/ProductGroup/4%002', { token: admin })
    expect(path.status).toBe(400)
    expect(path.body.fieldErrors?.[0]?.field).toBe('id')

    const products = await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageSize=2', { token: admin })
    const productIds = products.body.data.map((p: { id: number }) => p.id)
    const tabbedName = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: { name: 'Tabbed\tname', productIds } })
    expect(tabbedName.status).toBe(400)
    expect(tabbedName.body.fieldErrors).toEqual([{ field: 'name', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0009)' }])
    const multiLine = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: { name: 'Multi-line outlets', description: 'Cash and bills.\r\nNo transfers.', productIds } })
    expect(multiLine.status, JSON.stringify(multiLine.body)).toBe(200)
    expect(multiLine.body.data.description).toBe('Cash and bills.\r\nNo transfers.')
  })

  it("refuses control characters in an operation run on a caller's behalf (perform, as a bulk operation runs its items) as in a request", async () => {
    const before = await rowCounts()
    const list = await t.perform(admin, 'listUsers', { path: {}, query: { Username: 'ok\u0000afor' }, body: null })
    expect(list.status).toBe(400)
    expect(list.body.fieldErrors).toEqual([{ field: 'Username', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0000)' }])
    expect((await t.request('GET', '/ums/api/v1/User?Username=ok%00afor', { token: admin })).body.fieldErrors).toEqual(list.body.fieldErrors)

    const users = (await t.request('GET', '/ums/api/v1/User?Username=admin', { token: admin })).body.data as { id: number; username: string }[]
    const adminId = users.find((u) => u.username === 'admin')!.id
    const body = { firstName: 'A\u0000daeze', lastName: 'Okonkwo', phoneNumber: '+2348031234501' }
    const update = await t.perform(admin, 'updateUserPersonnel', { path: { id: adminId }, query: {}, body })
    expect(update.status).toBe(400)
    expect(update.body.fieldErrors).toEqual([{ field: 'firstName', code: 'CONTROL_CHARACTER', message: 'must not contain control characters (found U+0000)' }])
    expect((await t.request('PUT', `/ums/api/v1/User/updatePersonnel/${adminId}`, { token: admin, body })).body.fieldErrors).toEqual(update.body.fieldErrors)
    expect(await rowCounts()).toEqual(before)
  })

  it('puts a taken name under the name field (409)', async () => {
    const products = await t.request('GET', '/pms/api/v1/Product/GetProductWithPaging?PageSize=1', { token: admin })
    const body = { name: 'Taken name outlets', productIds: [products.body.data[0].id] }
    expect((await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body })).status).toBe(200)
    const again = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: { ...body, name: 'TAKEN NAME OUTLETS' } })
    expect(again.status).toBe(409)
    expect(again.body.errors).toHaveLength(1)
    expect(again.body.fieldErrors).toEqual([{ field: 'name', code: 'TAKEN', message: again.body.errors[0] }])
  })

  it('gives nested body errors as fieldErrors with dotted paths', async () => {
    const response = await t.request('POST', '/mer/api/v1/MerchantFeeScheme/Create', {
      token: admin,
      body: {
        name: 'Nested errors',
        rules: [
          { productId: 1, type: 'Flat', amount: 100 },
          { productId: 2, type: 'Flat', amount: -5 },
        ],
      },
    })
    expect(response.status).toBe(400)
    expect(response.body.fieldErrors).toEqual(expect.arrayContaining([{ field: 'rules.1.amount', code: 'OUT_OF_RANGE', message: 'must be >= 0', values: { limit: 0, comparison: '>=' } }]))
    expect(response.body.errors).toEqual(expect.arrayContaining(['rules.1.amount: must be >= 0']))
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

  it('answers unknown API paths with a 404 envelope naming the method and path', async () => {
    const response = await t.request('GET', '/mer/api/v1/Nothing', { token: admin })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ succeeded: false, code: 'NOT_FOUND', values: { method: 'GET', path: '/mer/api/v1/Nothing' } })
  })

  it('answers a method a known path does not have with 405, the methods it has in Allow', async () => {
    const get = await t.request('GET', '/ums/api/v1/Authentication/login', { token: admin })
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect(get.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED', values: { method: 'GET', path: '/ums/api/v1/Authentication/login', allowed: 'POST' } })
    const remove = await t.request('DELETE', '/mer/api/v1/Merchant', { token: admin })
    expect(remove.status).toBe(405)
    expect(remove.headers.get('Allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT'])
  })

  it('refuses a query parameter the operation does not take, as an unknown body field, naming each', async () => {
    const misspelt = await t.request('GET', '/mer/api/v1/Merchant?businessname=zzz&PageSize=5&colour=red', { token: admin })
    expect(misspelt.status).toBe(400)
    expect(misspelt.body.code).toBe('VALIDATION_FAILED')
    expect(misspelt.body.fieldErrors).toEqual([
      { field: 'businessname', code: 'NOT_ALLOWED_FIELD', message: 'is not a query parameter of this operation' },
      { field: 'colour', code: 'NOT_ALLOWED_FIELD', message: 'is not a query parameter of this operation' },
    ])
    expect(misspelt.body.errors).toEqual(['businessname: is not a query parameter of this operation', 'colour: is not a query parameter of this operation'])
    const spelt = await t.request('GET', '/mer/api/v1/Merchant?BusinessName=zzz&PageSize=5', { token: admin })
    expect(spelt.status).toBe(200)
    expect(spelt.body.data).toEqual([])
    // An operation run on a caller's behalf is held to the same query.
    const performed = await t.perform(admin, 'listUsers', { path: {}, query: { username: 'admin' }, body: null })
    expect(performed.status).toBe(400)
    expect(performed.body.fieldErrors).toEqual([{ field: 'username', code: 'NOT_ALLOWED_FIELD', message: 'is not a query parameter of this operation' }])
  })

  it('names the entity and the id it did not find (404 values)', async () => {
    const missing = await t.request('GET', '/pms/api/v1/ProductGroup/999999', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', values: { entity: 'Product group', id: 999999 }, errors: ['Product group 999999 was not found'] })
  })
})

describe('body limits', () => {
  const LOGIN = '/ums/api/v1/Authentication/login'
  const padded = (bytes: number) => JSON.stringify({ username: 'admin', password: 'x', padding: 'p'.repeat(bytes) })

  it('refuses a body over 16 KB before sign-in with 413, whether its length is announced or streamed', async () => {
    const announced = await t.request('POST', LOGIN, { body: padded(20_000), headers: { 'content-length': String(padded(20_000).length) } })
    expect(announced.status).toBe(413)
    expect(announced.body).toMatchObject({ succeeded: false, message: 'Payload Too Large' })
    expect(announced.body.errors[0]).toContain('16,384 bytes')
    // No Content-Length: counted while read, and refused once past the limit.
    const streamed = await t.request('POST', LOGIN, { body: padded(20_000) })
    expect(streamed.status).toBe(413)
    // Under the limit, the same form is read and judged on its content.
    expect((await t.request('POST', LOGIN, { body: padded(1_000) })).status).toBe(400)
  })

  it('takes up to 1 MB of JSON once signed in, and an upload up to the limit its contract declares', async () => {
    const group = { name: 'Big', description: 'd'.repeat(1_100_000), productIds: [1] }
    const tooBig = await t.request('POST', '/pms/api/v1/ProductGroup/Create', { token: admin, body: group })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.errors[0]).toContain('1,048,576 bytes')
    const upload = loadOperations().find((op) => op.operationId === 'updateMerchantDocument')!
    expect(upload.bodyLimit).toBe(7_200_000)
    const document = { documentTypeId: 1, fileName: 'scan.pdf', contentType: 'application/pdf', contentBase64: 'A'.repeat(2_000_000) }
    const read = await t.request('POST', '/mer/api/v1/Merchant/updateDocument/1', { token: admin, body: document })
    // Read and judged (the content is not a PDF), not refused for its size.
    expect(read.status).not.toBe(413)
    expect(read.status).toBeLessThan(500)
    const overUpload = await t.request('POST', '/mer/api/v1/Merchant/updateDocument/1', { token: admin, body: { ...document, contentBase64: 'A'.repeat(7_300_000) } })
    expect(overUpload.status).toBe(413)
  })

  it('declares 413 on every operation that reads a body', () => {
    const missing = withBody.filter((op) => !op.responses['413']).map((op) => op.operationId)
    expect(missing).toEqual([])
  })
})
