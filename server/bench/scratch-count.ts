import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'
import { DEMO_PASSWORD, testEnv } from '../src/testing.ts'

const handle = await openDatabase({})
await seed(handle, { demo: true, transactions: 20000, merchants: 200, agents: 1000, quiet: true })
const env = testEnv()
const { app } = createApp({ handle, env, log: () => {} })
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => server.once('listening', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', 'content-type': 'application/json' }
const login = await fetch(`${base}/ums/api/v1/Authentication/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })
const token = ((await login.json()) as any).data.accessToken
const stats = async () => ((await handle.db.execute(`select sum(seq_scan)::int s, sum(idx_scan)::int i from pg_stat_user_tables` as never)) as any).rows[0]
const path = process.argv[2] ?? '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?PageSize=50'
const before = await stats()
const r = await autocannon({ url: base, connections: Number(process.argv[3] ?? 50), duration: 3, headers: { ...headers, authorization: `Bearer ${token}` }, requests: [{ method: 'GET', path }] })
await new Promise((res) => setTimeout(res, 6000))
const after = await stats()
console.log(path, r.requests.total, 'requests', Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'p99', r.latency.p99, 'scans', after.s - before.s, after.i - before.i)
server.close(); await handle.close()
