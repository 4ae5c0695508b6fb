import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'
import { DEMO_PASSWORD, testEnv } from '../src/testing.ts'

const file = process.argv[2] === 'file'
const folder = mkdtempSync(join(tmpdir(), 'prof-'))
const handle = await openDatabase({ dataDir: file ? join(folder, 'pglite') : undefined })
await seed(handle, { demo: true, transactions: Number(process.argv[3] ?? 20000), merchants: 200, agents: 1000, quiet: true })
const env = testEnv()
const { app } = createApp({ handle, env, log: () => {} })
const headers: Record<string, string> = { 'app-id': env.appId, 'app-key': env.appKey, channel: 'Web', 'content-type': 'application/json' }
const login = await app.request('/ums/api/v1/Authentication/login', { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })
const token = ((await login.json()) as any).data.accessToken
const auth = { ...headers, authorization: `Bearer ${token}` }
for (const path of ['/healthz', '/sup/api/v1/SuperAgent/all', '/apms/api/v1/Approval?Status=Pending', '/mer/api/v1/Merchant?PageSize=50', '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?PageSize=50', '/reportms/api/v1/TransactionReport/GetAllTransactionsWithPaging?PageSize=50&MerchantId=5']) {
  for (let i = 0; i < 20; i++) await (await app.request(path, { headers: auth })).text()
  const t = performance.now()
  const n = 200
  for (let i = 0; i < n; i++) await (await app.request(path, { headers: auth })).text()
  console.log(path, ((performance.now() - t) / n).toFixed(2), 'ms/request')
}
const t = performance.now()
for (let i = 0; i < 200; i++) await handle.db.execute('select 1' as never)
console.log('select 1', ((performance.now() - t) / 200).toFixed(3), 'ms')
await handle.close()
