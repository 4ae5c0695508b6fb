import { openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed.ts'
import { listSuperAgents } from '../src/services/sup/repository.ts'

const handle = await openDatabase({})
await seed(handle, { demo: true, transactions: 2000, merchants: 200, agents: 1000, quiet: true })
const db = handle.db
for (const [label, f] of [['select 1', () => db.execute('select 1' as never)], ['superagents', () => listSuperAgents(db)]] as const) {
  let t = performance.now()
  for (let i = 0; i < 50; i++) await f()
  console.log(label, 'sequential 50:', (performance.now() - t).toFixed(1))
  t = performance.now()
  await Promise.all(Array.from({ length: 50 }, () => f()))
  console.log(label, 'concurrent 50:', (performance.now() - t).toFixed(1))
}
await handle.close()
