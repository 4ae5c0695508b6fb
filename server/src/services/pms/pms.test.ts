// Products through HTTP: reference data every member of staff reads in a report, whatever their role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../testing.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
})

afterAll(async () => {
  await app?.close()
})

describe('listProducts', () => {
  it('answers a support user, who holds no product group permission, with the products by name', async () => {
    const token = await app.login('support')
    const groups = await app.call('listProductGroups', { token, query: { PageNumber: 1, PageSize: 10 } })
    expect(groups.status).toBe(403)
    const products = await app.call('listProducts', { token, query: { PageNumber: 0, PageSize: 100 } }, 200)
    expect(products.body.data.length).toBeGreaterThan(5)
    expect(products.body.data.map((product) => product.name)).toContain('Cash withdrawal (card/POS)')
  })

  it('needs a session', async () => {
    expect((await app.request('GET', '/pms/api/v1/Product/GetProductWithPaging')).status).toBe(401)
  })
})
