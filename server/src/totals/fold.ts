// The totals tables follow the change log by fold: the core system's writers only append to
// transaction_changes (migration 0016), and a server adds what the log holds to daily_totals,
// merchant_daily_totals and agent_daily_totals, grouped, in one transaction that also records how
// far it folded (totals_folded, migration 0018). One server folds at a time (an advisory lock);
// the others skip. The point folded to is the oldest transaction still running, so each change is
// folded once whatever order the commits landed in, and a server loading the tables applies the
// log from that point (change-feed.ts).
import { sql } from 'drizzle-orm'

import type { Executor } from '../db/client.ts'
import { rows } from './columns.ts'

/** The advisory lock of the fold (any number the back office uses for nothing else). */
const FOLD_LOCK = 0x70_7a_15

const LAGOS_DAY = `(created_at at time zone 'Africa/Lagos')::date`

/**
 * Folds the changes logged up to the oldest transaction running; the number folded (0: nothing, or
 * another server folding). With `wait`, waits for a fold under way on another server instead of
 * skipping, so every change committed before the call is in the tables when it returns.
 */
export async function foldChanges(db: Executor, { wait = false }: { wait?: boolean } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`)
    else {
      const [lock] = await rows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`)
      if (!lock?.locked) return 0
    }
    const [at] = await rows<{ horizon: string; next: string }>(tx, sql`select horizon::text as horizon, pg_snapshot_xmin(pg_current_snapshot())::text as next from totals_folded where id = 1`)
    if (!at || at.horizon === at.next) return 0
    await tx.execute(sql`create temporary table folding on commit drop as
      select * from transaction_changes where xid >= ${at.horizon}::xid8 and xid < ${at.next}::xid8`)
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from folding`)
    if (n > 0) for (const statement of statements(FOLD_SQL)) await tx.execute(sql.raw(statement))
    await tx.execute(sql`update totals_folded set horizon = ${at.next}::xid8 where id = 1`)
    return n
  })
}

/**
 * The grouped sums of the folded changes added to each table; an agent's day that lost a
 * transaction gets its last time read again from the transactions left; rows left at zero go.
 */
const FOLD_SQL = `
INSERT INTO daily_totals AS d (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT ${LAGOS_DAY}, product_id, status, channel, super_agent_id, state_id,
  sum(sign), sum(sign * amount), sum(sign * fee), sum(sign * agent_commission), sum(sign * super_agent_commission), sum(sign * platform_commission)
FROM folding GROUP BY 1, 2, 3, 4, 5, 6
ON CONFLICT (day, product_id, status, channel, super_agent_id, state_id) DO UPDATE SET
  count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
  agent_commission = d.agent_commission + excluded.agent_commission,
  super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
  platform_commission = d.platform_commission + excluded.platform_commission;
DELETE FROM daily_totals d
USING (SELECT DISTINCT ${LAGOS_DAY} AS day, product_id, status, channel, super_agent_id, state_id FROM folding) k
WHERE d.day = k.day AND d.product_id = k.product_id AND d.status = k.status AND d.channel = k.channel AND d.super_agent_id = k.super_agent_id AND d.state_id = k.state_id AND d.count = 0;
INSERT INTO merchant_daily_totals AS d (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT merchant_id, ${LAGOS_DAY}, super_agent_id,
  sum(sign), sum(sign * amount), sum(sign * fee), sum(sign * agent_commission), sum(sign * super_agent_commission), sum(sign * platform_commission)
FROM folding WHERE status = 'Successful' GROUP BY 1, 2, 3
ON CONFLICT (merchant_id, day, super_agent_id) DO UPDATE SET
  count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
  agent_commission = d.agent_commission + excluded.agent_commission,
  super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
  platform_commission = d.platform_commission + excluded.platform_commission;
DELETE FROM merchant_daily_totals d
USING (SELECT DISTINCT merchant_id, ${LAGOS_DAY} AS day, super_agent_id FROM folding WHERE status = 'Successful') k
WHERE d.merchant_id = k.merchant_id AND d.day = k.day AND d.super_agent_id = k.super_agent_id AND d.count = 0;
INSERT INTO agent_daily_totals AS d (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
SELECT agent_id, ${LAGOS_DAY}, merchant_id, super_agent_id,
  sum(sign), coalesce(sum(sign) FILTER (WHERE status = 'Successful'), 0), coalesce(sum(sign) FILTER (WHERE status = 'Failed'), 0),
  coalesce(sum(sign * amount) FILTER (WHERE status = 'Successful'), 0), coalesce(sum(sign * fee) FILTER (WHERE status = 'Successful'), 0),
  coalesce(sum(sign * agent_commission) FILTER (WHERE status = 'Successful'), 0), max(created_at)
FROM folding GROUP BY 1, 2, 3, 4
ON CONFLICT (agent_id, day, merchant_id, super_agent_id) DO UPDATE SET
  count = d.count + excluded.count, successful_count = d.successful_count + excluded.successful_count,
  failed_count = d.failed_count + excluded.failed_count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
  commission = d.commission + excluded.commission, last_at = greatest(d.last_at, excluded.last_at);
UPDATE agent_daily_totals d SET last_at = k.last_at
FROM (
  SELECT o.agent_id, o.day, o.merchant_id, o.super_agent_id,
    (SELECT max(t.created_at) FROM transactions t
      WHERE t.agent_id = o.agent_id AND t.merchant_id = o.merchant_id AND t.super_agent_id = o.super_agent_id
        AND t.created_at >= (o.day::timestamp AT TIME ZONE 'Africa/Lagos') AND t.created_at < ((o.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos')) AS last_at
  FROM (SELECT DISTINCT agent_id, ${LAGOS_DAY} AS day, merchant_id, super_agent_id FROM folding f WHERE sign < 0
    AND NOT EXISTS (SELECT 1 FROM folding a WHERE a.sign > 0 AND a.transaction_id = f.transaction_id AND a.created_at = f.created_at AND a.agent_id = f.agent_id)) o
) k
WHERE d.agent_id = k.agent_id AND d.day = k.day AND d.merchant_id = k.merchant_id AND d.super_agent_id = k.super_agent_id AND k.last_at IS NOT NULL;
DELETE FROM agent_daily_totals d
USING (SELECT DISTINCT agent_id, ${LAGOS_DAY} AS day, merchant_id, super_agent_id FROM folding WHERE sign < 0) k
WHERE d.agent_id = k.agent_id AND d.day = k.day AND d.merchant_id = k.merchant_id AND d.super_agent_id = k.super_agent_id AND d.count = 0;
`

/**
 * The tables made from the transactions themselves, and the fold's point set past them: after a
 * bulk load (the seed), whose rows are not logged.
 */
export async function totalsFromTransactions(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate daily_totals, merchant_daily_totals, agent_daily_totals`)
    for (const statement of statements(`
INSERT INTO daily_totals (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
  count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
FROM transactions t LEFT JOIN agents a ON a.id = t.agent_id
GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO merchant_daily_totals (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
  count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
FROM transactions t WHERE t.status = 'Successful'
GROUP BY 1, 2, 3;
INSERT INTO agent_daily_totals (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
  count(*), count(*) FILTER (WHERE t.status = 'Successful'), count(*) FILTER (WHERE t.status = 'Failed'),
  coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
  coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
FROM transactions t
GROUP BY 1, 2, 3, 4;
DELETE FROM transaction_changes;
UPDATE totals_folded SET horizon = pg_snapshot_xmax(pg_current_snapshot()) WHERE id = 1;
`))
      await tx.execute(sql.raw(statement))
  })
}

/** The statements of a script, one each (a prepared query holds one). */
const statements = (script: string) =>
  script
    .split(/;\n/)
    .map((s) => s.trim())
    .filter(Boolean)
