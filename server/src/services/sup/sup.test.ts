// Super agents through HTTP: every one not deleted, by name, with its merchants counted.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../testing.ts'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: { transactions: 0 } })
})

afterAll(async () => {
  await app?.close()
})

describe('listSuperAgents', () => {
  it('lists super agents by name with their merchants that are not deleted', async () => {
    const token = await app.login('support')
    const res = await app.request('GET', '/sup/api/v1/SuperAgent/all', { token })
    expect(res.status).toBe(200)
    const list = res.body.data as Array<{ id: number; name: string; merchantCount: number; code: string }>
    const result = await app.handle.db.execute(
      sql`select s.id, (select count(*)::int from merchants m where m.super_agent_id = s.id and m.status <> 'Deleted') as n from super_agents s where s.status <> 'Deleted'`,
    )
    const expected = new Map((result as unknown as { rows: { id: number; n: number }[] }).rows.map((r) => [r.id, Number(r.n)]))
    expect(list.length).toBe(expected.size)
    for (const s of list) expect(s.merchantCount).toBe(expected.get(s.id))
    const names = list.map((s) => s.name)
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names)
    expect(list[0]!.code).toMatch(/^SA-\d{3,6}$/)
  })

  it('needs a session', async () => {
    expect((await app.request('GET', '/sup/api/v1/SuperAgent/all')).status).toBe(401)
  })
})
