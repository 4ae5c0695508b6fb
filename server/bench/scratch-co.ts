import { createApp } from '../src/app.ts'
import { allHandlers } from '../src/services/index.ts'
const durations: number[] = []
for (const id of ['listSuperAgents', 'listTransactions'] as const) { const h = allHandlers[id]!; const orig = h.handle.bind(h); h.handle = async (ctx: any) => { const t = performance.now(); try { return await orig(ctx) } finally { durations.push(Math.round(performance.now() - t)) } } }
import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'
import { DEMO_PASSWORD, testEnv } from '../src/testing.ts'

const handle = await openDatabase({})
await seed(handle, { demo: true, transactions: 20000, merchants: 200, agents: 1000, quiet: true })
const env = testEnv()
const { app } = createApp({ handle, env, log: () => {} })
const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', 'content-type': 'application/json' }
const login = await app.request('/ums/api/v1/Authentication/login', { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })
const token = ((await login.json()) as any).data.accessToken
const auth = { ...headers, authorization: `Bearer ${token}` }
const stats = async () => ((await handle.db.execute(`select sum(idx_scan)::int i from pg_stat_user_tables` as never)) as any).rows[0].i
const path = '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?PageSize=50'
await (await app.request(path, { headers: auth })).text()
await new Promise((r) => setTimeout(r, 1000))
const b = await stats()
for (const pth of ['/admin/api/v1/SystemConfiguration/GetMultifactorAuthenticationOptions', '/sup/api/v1/SuperAgent/all', path, path + '&MerchantId=3']) {
const t = performance.now()
const ends = await Promise.all(Array.from({ length: 50 }, async () => { const r = await app.request(pth, { headers: auth }); await r.text(); return Math.round(performance.now() - t) }))
console.log('handler ms', durations.splice(0).join(','));console.log(pth, '50 concurrent in', (performance.now() - t).toFixed(1), 'ms', ends.slice(0, 5), ends.slice(-5))
}
await new Promise((r) => setTimeout(r, 1000))
console.log('idx scans', (await stats()) - b)
await handle.close()
