CREATE TABLE "agent_daily_totals" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"super_agent_id" integer NOT NULL,
	"count" integer NOT NULL,
	"successful_count" integer NOT NULL,
	"failed_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_daily_totals_agent_id_day_merchant_id_super_agent_id_pk" PRIMARY KEY("agent_id","day","merchant_id","super_agent_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_daily_totals" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"super_agent_id" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"agent_commission" bigint NOT NULL,
	"super_agent_commission" bigint NOT NULL,
	"platform_commission" bigint NOT NULL,
	CONSTRAINT "merchant_daily_totals_merchant_id_day_super_agent_id_pk" PRIMARY KEY("merchant_id","day","super_agent_id")
);
--> statement-breakpoint
-- The grouped reports' totals, kept like daily_totals (0005) by statement triggers with transition
-- tables: a COPY is one grouped upsert per table; a reversal (an update) takes the old rows away and
-- adds the new ones. Only the rows a statement touched are cleaned up (these tables are large).
CREATE FUNCTION report_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_daily_totals AS d (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
    count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
  FROM new_rows t WHERE t.status = 'Successful'
  GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  INSERT INTO agent_daily_totals AS d (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
  SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
    count(*), count(*) FILTER (WHERE t.status = 'Successful'), count(*) FILTER (WHERE t.status = 'Failed'),
    coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
    coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
  FROM new_rows t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, merchant_id, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, successful_count = d.successful_count + excluded.successful_count,
    failed_count = d.failed_count + excluded.failed_count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    commission = d.commission + excluded.commission, last_at = greatest(d.last_at, excluded.last_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_daily_totals AS d (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
    -count(*), -sum(t.amount), -sum(t.fee), -sum(t.agent_commission), -sum(t.super_agent_commission), -sum(t.platform_commission)
  FROM old_rows t WHERE t.status = 'Successful'
  GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  INSERT INTO agent_daily_totals AS d (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
  SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
    -count(*), -count(*) FILTER (WHERE t.status = 'Successful'), -count(*) FILTER (WHERE t.status = 'Failed'),
    -coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), -coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
    -coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
  FROM old_rows t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, merchant_id, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, successful_count = d.successful_count + excluded.successful_count,
    failed_count = d.failed_count + excluded.failed_count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    commission = d.commission + excluded.commission, last_at = greatest(d.last_at, excluded.last_at);
  -- The rows the old transactions were on: their last time read again from the transactions left
  -- (through transactions_agent_created), and the rows left with nothing taken away.
  UPDATE agent_daily_totals d SET last_at = k.last_at
  FROM (
    SELECT o.agent_id, o.day, o.merchant_id, o.super_agent_id,
      (SELECT max(t.created_at) FROM transactions t
        WHERE t.agent_id = o.agent_id AND t.merchant_id = o.merchant_id AND t.super_agent_id = o.super_agent_id
          AND t.created_at >= (o.day::timestamp AT TIME ZONE 'Africa/Lagos') AND t.created_at < ((o.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos')) AS last_at
    FROM (SELECT DISTINCT agent_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, merchant_id, super_agent_id FROM old_rows) o
  ) k
  WHERE d.agent_id = k.agent_id AND d.day = k.day AND d.merchant_id = k.merchant_id AND d.super_agent_id = k.super_agent_id AND k.last_at IS NOT NULL;
  DELETE FROM agent_daily_totals d
  USING (SELECT DISTINCT agent_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, merchant_id, super_agent_id FROM old_rows) o
  WHERE d.agent_id = o.agent_id AND d.day = o.day AND d.merchant_id = o.merchant_id AND d.super_agent_id = o.super_agent_id AND d.count = 0;
  DELETE FROM merchant_daily_totals d
  USING (SELECT DISTINCT merchant_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, super_agent_id FROM old_rows WHERE status = 'Successful') o
  WHERE d.merchant_id = o.merchant_id AND d.day = o.day AND d.super_agent_id = o.super_agent_id AND d.count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_daily_totals AS d (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
    -count(*), -sum(t.amount), -sum(t.fee), -sum(t.agent_commission), -sum(t.super_agent_commission), -sum(t.platform_commission)
  FROM old_rows t WHERE t.status = 'Successful'
  GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  INSERT INTO agent_daily_totals AS d (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
  SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
    -count(*), -count(*) FILTER (WHERE t.status = 'Successful'), -count(*) FILTER (WHERE t.status = 'Failed'),
    -coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), -coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
    -coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
  FROM old_rows t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, merchant_id, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, successful_count = d.successful_count + excluded.successful_count,
    failed_count = d.failed_count + excluded.failed_count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    commission = d.commission + excluded.commission, last_at = greatest(d.last_at, excluded.last_at);
  INSERT INTO merchant_daily_totals AS d (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
    count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
  FROM new_rows t WHERE t.status = 'Successful'
  GROUP BY 1, 2, 3
  ON CONFLICT (merchant_id, day, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  INSERT INTO agent_daily_totals AS d (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
  SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
    count(*), count(*) FILTER (WHERE t.status = 'Successful'), count(*) FILTER (WHERE t.status = 'Failed'),
    coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
    coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
  FROM new_rows t
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, day, merchant_id, super_agent_id) DO UPDATE SET
    count = d.count + excluded.count, successful_count = d.successful_count + excluded.successful_count,
    failed_count = d.failed_count + excluded.failed_count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    commission = d.commission + excluded.commission, last_at = greatest(d.last_at, excluded.last_at);
  -- The rows the old transactions were on: their last time read again from the transactions left
  -- (through transactions_agent_created), and the rows left with nothing taken away.
  UPDATE agent_daily_totals d SET last_at = k.last_at
  FROM (
    SELECT o.agent_id, o.day, o.merchant_id, o.super_agent_id,
      (SELECT max(t.created_at) FROM transactions t
        WHERE t.agent_id = o.agent_id AND t.merchant_id = o.merchant_id AND t.super_agent_id = o.super_agent_id
          AND t.created_at >= (o.day::timestamp AT TIME ZONE 'Africa/Lagos') AND t.created_at < ((o.day + 1)::timestamp AT TIME ZONE 'Africa/Lagos')) AS last_at
    FROM (SELECT DISTINCT agent_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, merchant_id, super_agent_id FROM old_rows) o
  ) k
  WHERE d.agent_id = k.agent_id AND d.day = k.day AND d.merchant_id = k.merchant_id AND d.super_agent_id = k.super_agent_id AND k.last_at IS NOT NULL;
  DELETE FROM agent_daily_totals d
  USING (SELECT DISTINCT agent_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, merchant_id, super_agent_id FROM old_rows) o
  WHERE d.agent_id = o.agent_id AND d.day = o.day AND d.merchant_id = o.merchant_id AND d.super_agent_id = o.super_agent_id AND d.count = 0;
  DELETE FROM merchant_daily_totals d
  USING (SELECT DISTINCT merchant_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day, super_agent_id FROM old_rows WHERE status = 'Successful') o
  WHERE d.merchant_id = o.merchant_id AND d.day = o.day AND d.super_agent_id = o.super_agent_id AND d.count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_totals_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER report_totals_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER report_totals_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_totals_on_update();
--> statement-breakpoint
-- The transactions already written.
INSERT INTO merchant_daily_totals (merchant_id, day, super_agent_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT t.merchant_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.super_agent_id,
  count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
FROM transactions t WHERE t.status = 'Successful'
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO agent_daily_totals (agent_id, day, merchant_id, super_agent_id, count, successful_count, failed_count, amount, fee, commission, last_at)
SELECT t.agent_id, (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.merchant_id, t.super_agent_id,
  count(*), count(*) FILTER (WHERE t.status = 'Successful'), count(*) FILTER (WHERE t.status = 'Failed'),
  coalesce(sum(t.amount) FILTER (WHERE t.status = 'Successful'), 0), coalesce(sum(t.fee) FILTER (WHERE t.status = 'Successful'), 0),
  coalesce(sum(t.agent_commission) FILTER (WHERE t.status = 'Successful'), 0), max(t.created_at)
FROM transactions t
GROUP BY 1, 2, 3, 4;
