import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'
import { testEnv } from '../src/testing.ts'
import * as repo from '../src/services/reportms/repository.ts'

const handle = await openDatabase({})
await seed(handle, { demo: true, transactions: Number(process.argv[2] ?? 200000), merchants: 200, agents: 1000, quiet: true })
createApp({ handle, env: testEnv(), log: () => {} })
const db = handle.db
const filter = { range: { from: undefined, to: undefined } } as repo.TransactionFilter
const time = async (label: string, f: () => Promise<unknown>, n = 50) => {
  for (let i = 0; i < 5; i++) await f()
  const t = performance.now()
  for (let i = 0; i < n; i++) await f()
  console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms')
}
await time('page no filter', () => repo.transactionPage(db, filter, false, { pageNumber: 1, pageSize: 50 }))
await time('summary no filter', () => repo.transactionSummary(db, filter), 5)
const m = { ...filter, MerchantId: 5 }
await time('page merchant', () => repo.transactionPage(db, m, false, { pageNumber: 1, pageSize: 50 }))
await time('summary merchant', () => repo.transactionSummary(db, m), 10)
const s = { Status: 'Successful', range: { from: new Date(Date.now() - 30 * 864e5), to: new Date() } } as repo.TransactionFilter
await time('page status+30d', () => repo.transactionPage(db, s, false, { pageNumber: 1, pageSize: 50 }))
await time('summary status+30d', () => repo.transactionSummary(db, s), 10)
await time('raw page sql', () => db.execute(`select t.*, p.name, m.business_name, a.code, sa.name from (select id from transactions order by created_at desc, id desc limit 50) pg join transactions t on t.id = pg.id join products p on p.id = t.product_id join merchants m on m.id = t.merchant_id join agents a on a.id = t.agent_id join super_agents sa on sa.id = t.super_agent_id order by t.created_at desc, t.id desc` as never))
await time('raw ids only', () => db.execute(`select id from transactions order by created_at desc, id desc limit 50` as never))
const plan = (await db.execute(`explain analyze select t.*, p.name, m.business_name, a.code, sa.name from (select id from transactions order by created_at desc, id desc limit 50) pg join transactions t on t.id = pg.id join products p on p.id = t.product_id join merchants m on m.id = t.merchant_id join agents a on a.id = t.agent_id join super_agents sa on sa.id = t.super_agent_id order by t.created_at desc, t.id desc` as never)) as any
console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'))
const plan2 = (await db.execute(`explain analyze select count(*), sum(amount), sum(fee) from transactions` as never)) as any
console.log(plan2.rows.map((r: any) => r['QUERY PLAN']).join('\n'))
await handle.close()
