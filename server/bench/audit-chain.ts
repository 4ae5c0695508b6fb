// The audit chain's cost: an audit insert in its own transaction with and without the chain's trigger,
// then the verification of 100,000 records. On PGlite in memory, or on DATABASE_URL (a scratch database:
// its audit trail is emptied). node --import tsx server/bench/audit-chain.ts
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { writeAudit } from '../src/platform/audit.ts'
import { verifyChain } from '../src/services/aud/verification.ts'

const url = process.env.DATABASE_URL
const handle = await openDatabase({ databaseUrl: url })
const db = handle.db
if (url) {
  await db.execute(sql`truncate audit_records, audit_verifications`)
  await db.execute(sql`update audit_chain_head set seq = 0, prev_hash = '', hash = repeat('0', 64)`)
}
const who = { username: 'bench', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (bench)' }
const entry = (i: number) => ({
  eventType: 'Update',
  entityType: 'Merchant',
  entityId: i,
  description: `Updated merchant ${i}`,
  oldData: { id: i, businessName: 'Mama Nkechi Ventures', phoneNumber1: '+2348031234567', address: { city: 'Surulere', stateCode: 'LA' } },
  newData: { id: i, businessName: 'Mama Nkechi Ventures', phoneNumber1: '+2348059876543', address: { city: 'Yaba', stateCode: 'LA' } },
})

async function perTransaction(n: number): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < n; i++) await db.transaction(async (tx) => writeAudit(tx, who, entry(i)))
  return (performance.now() - started) / n
}
const N = 3000
await perTransaction(300) // warm
for (const round of [1, 2]) {
  await db.execute(sql`alter table audit_records disable trigger audit_records_chain`)
  await db.execute(sql`alter table audit_records alter column seq drop not null, alter column prev_hash drop not null, alter column hash drop not null`)
  const without = await perTransaction(N)
  await db.execute(sql`delete from audit_records where seq is null`)
  await db.execute(sql`alter table audit_records alter column seq set not null, alter column prev_hash set not null, alter column hash set not null`)
  await db.execute(sql`alter table audit_records enable trigger audit_records_chain`)
  const withChain = await perTransaction(N)
  console.log(`round ${round}: one audit insert in its own transaction: ${(without * 1000).toFixed(0)} µs without the chain, ${(withChain * 1000).toFixed(0)} µs with it`)
}
// 100k records, then verify
const target = 100_000
const [{ n }] = ((await db.execute(sql`select count(*)::int as n from audit_records`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }]
// In transactions of 100 records: one transaction moves the chain's head once a record, and a head moved
// many thousand times in one transaction costs more at each move (its row versions are kept to the commit).
const t0 = performance.now()
for (let done = n; done < target; done += 100)
  await db.execute(sql`insert into audit_records (username, event_type, entity_type, entity_id, description, old_data, new_data, ip_address, user_agent)
    select 'bench', 'Update', 'Merchant', g::text, 'Updated merchant ' || g, '{"id":' || g || ',"businessName":"Mama Nkechi Ventures","phoneNumber1":"+2348031234567"}', '{"id":' || g || ',"businessName":"Mama Nkechi Ventures","phoneNumber1":"+2348059876543"}', '127.0.0.1', 'Mozilla/5.0 (bench)'
    from generate_series(1, ${Math.min(100, target - done)}) g`)
console.log(`${target - n} records inserted 100 a statement through the trigger: ${((performance.now() - t0) / 1000).toFixed(1)} s`)
for (const _round of [1, 2]) {
  const v = await verifyChain(db, 'bench', 'Start')
  console.log(`verify from start: ${v.result}, ${v.checked} records in ${v.durationMs} ms`)
}
const inc = await verifyChain(db, 'bench', 'LastVerified')
console.log(`verify from last verified: ${inc.result}, ${inc.checked} records in ${inc.durationMs} ms`)
console.log(`heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`)
await handle.close()
