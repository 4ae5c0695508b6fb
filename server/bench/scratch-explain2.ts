import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'

const handle = await openDatabase({})
await seed(handle, { demo: true, transactions: 200000, merchants: 200, agents: 1000, quiet: true })
const db = handle.db
const time = async (label: string, q: string, n = 50) => {
  for (let i = 0; i < 5; i++) await db.execute(q as never)
  const t = performance.now()
  for (let i = 0; i < n; i++) await db.execute(q as never)
  console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms')
}
const max = ((await db.execute(`select max(created_at) m from transactions` as never)) as any).rows[0].m
const to = new Date(max).toISOString(); const from = new Date(new Date(max).getTime() - 30 * 864e5).toISOString()
const st = `select id, reference, status, product_id, amount, fee, created_at from transactions where status = 'Successful' and created_at >= '${from}' and created_at < '${to}' order by created_at desc, id desc limit 50`
await time('status+30d narrow', st)
const plan = (await db.execute(`explain analyze ${st}` as never)) as any
console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'))
await time('narrow all cols no join', `select id, reference, session_id, status, product_id, channel, amount, fee, super_agent_id, merchant_id, agent_id, debit_account_number, credit_account_number, destination_bank_code, narration, response_code, created_at, completed_at from transactions order by created_at desc, id desc limit 50`)
await time('agents all', `select id, code, first_name, last_name from agents`, 20)
await handle.close()
