CREATE TABLE "daily_totals" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"super_agent_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"agent_commission" bigint NOT NULL,
	"super_agent_commission" bigint NOT NULL,
	"platform_commission" bigint NOT NULL,
	CONSTRAINT "daily_totals_day_product_id_status_channel_super_agent_id_state_id_pk" PRIMARY KEY("day","product_id","status","channel","super_agent_id","state_id")
);
--> statement-breakpoint
CREATE INDEX "daily_totals_super_agent_day" ON "daily_totals" USING btree ("super_agent_id","day");--> statement-breakpoint
-- One statement's rows at a time (transition tables): a COPY of 200,000 rows is one grouped upsert,
-- not 200,000; an update (a reversal) takes the old rows away and adds the new ones.
CREATE FUNCTION daily_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
    count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
  FROM new_rows t LEFT JOIN agents a ON a.id = t.agent_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (day, product_id, status, channel, super_agent_id, state_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
    -count(*), -sum(t.amount), -sum(t.fee), -sum(t.agent_commission), -sum(t.super_agent_commission), -sum(t.platform_commission)
  FROM old_rows t LEFT JOIN agents a ON a.id = t.agent_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (day, product_id, status, channel, super_agent_id, state_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  DELETE FROM daily_totals WHERE count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
    -count(*), -sum(t.amount), -sum(t.fee), -sum(t.agent_commission), -sum(t.super_agent_commission), -sum(t.platform_commission)
  FROM old_rows t LEFT JOIN agents a ON a.id = t.agent_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (day, product_id, status, channel, super_agent_id, state_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  INSERT INTO daily_totals AS d (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
    count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
  FROM new_rows t LEFT JOIN agents a ON a.id = t.agent_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (day, product_id, status, channel, super_agent_id, state_id) DO UPDATE SET
    count = d.count + excluded.count, amount = d.amount + excluded.amount, fee = d.fee + excluded.fee,
    agent_commission = d.agent_commission + excluded.agent_commission,
    super_agent_commission = d.super_agent_commission + excluded.super_agent_commission,
    platform_commission = d.platform_commission + excluded.platform_commission;
  DELETE FROM daily_totals WHERE count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_totals_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER daily_totals_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER daily_totals_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_on_update();
--> statement-breakpoint
-- The transactions already written.
INSERT INTO daily_totals (day, product_id, status, channel, super_agent_id, state_id, count, amount, fee, agent_commission, super_agent_commission, platform_commission)
SELECT (t.created_at AT TIME ZONE 'Africa/Lagos')::date, t.product_id, t.status, t.channel, t.super_agent_id, coalesce(a.state_id, 0),
  count(*), sum(t.amount), sum(t.fee), sum(t.agent_commission), sum(t.super_agent_commission), sum(t.platform_commission)
FROM transactions t LEFT JOIN agents a ON a.id = t.agent_id
GROUP BY 1, 2, 3, 4, 5, 6;
