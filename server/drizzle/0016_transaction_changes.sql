-- The core banking system owns transactions and writes them one commit at a time, all day. Each
-- change it makes is logged here by statement triggers (an insert as one row, an update of what
-- the totals count as the old row taken away and the new one added), and announced on the channel
-- transactions_changed: a server applies the log to the totals it holds in memory, reading by the
-- writing transaction's id (xid), so a change is applied once, whatever order the commits land in.
-- The agent's state is the one at the time of the change, as daily_totals keeps it.
CREATE TABLE "transaction_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"sign" smallint NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"super_agent_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"agent_commission" bigint NOT NULL,
	"super_agent_commission" bigint NOT NULL,
	"platform_commission" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "transaction_changes_xid" ON "transaction_changes" USING btree ("xid");
--> statement-breakpoint
CREATE INDEX "transaction_changes_at" ON "transaction_changes" USING btree ("at");
--> statement-breakpoint
CREATE FUNCTION transaction_changes_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_changes (sign, transaction_id, created_at, product_id, status, channel, super_agent_id, merchant_id, agent_id, state_id, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT 1, t.id, t.created_at, t.product_id, t.status, t.channel, t.super_agent_id, t.merchant_id, t.agent_id, coalesce(a.state_id, 0), t.amount, t.fee, t.agent_commission, t.super_agent_commission, t.platform_commission
  FROM new_rows t LEFT JOIN agents a ON a.id = t.agent_id;
  PERFORM pg_notify('transactions_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION transaction_changes_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_changes (sign, transaction_id, created_at, product_id, status, channel, super_agent_id, merchant_id, agent_id, state_id, amount, fee, agent_commission, super_agent_commission, platform_commission)
  SELECT -1, t.id, t.created_at, t.product_id, t.status, t.channel, t.super_agent_id, t.merchant_id, t.agent_id, coalesce(a.state_id, 0), t.amount, t.fee, t.agent_commission, t.super_agent_commission, t.platform_commission
  FROM old_rows t LEFT JOIN agents a ON a.id = t.agent_id;
  PERFORM pg_notify('transactions_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the rows whose counted columns changed (a completion time or a narration alone changes no total).
CREATE FUNCTION transaction_changes_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  logged integer;
BEGIN
  WITH changed AS (
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.created_at, o.product_id, o.status, o.channel, o.super_agent_id, o.merchant_id, o.agent_id, o.amount, o.fee, o.agent_commission, o.super_agent_commission, o.platform_commission)
      IS DISTINCT FROM (n.created_at, n.product_id, n.status, n.channel, n.super_agent_id, n.merchant_id, n.agent_id, n.amount, n.fee, n.agent_commission, n.super_agent_commission, n.platform_commission)
  ), logged_rows AS (
    INSERT INTO transaction_changes (sign, transaction_id, created_at, product_id, status, channel, super_agent_id, merchant_id, agent_id, state_id, amount, fee, agent_commission, super_agent_commission, platform_commission)
    SELECT -1, t.id, t.created_at, t.product_id, t.status, t.channel, t.super_agent_id, t.merchant_id, t.agent_id, coalesce(a.state_id, 0), t.amount, t.fee, t.agent_commission, t.super_agent_commission, t.platform_commission
    FROM old_rows t JOIN changed c ON c.id = t.id LEFT JOIN agents a ON a.id = t.agent_id
    UNION ALL
    SELECT 1, t.id, t.created_at, t.product_id, t.status, t.channel, t.super_agent_id, t.merchant_id, t.agent_id, coalesce(a.state_id, 0), t.amount, t.fee, t.agent_commission, t.super_agent_commission, t.platform_commission
    FROM new_rows t JOIN changed c ON c.id = t.id LEFT JOIN agents a ON a.id = t.agent_id
    RETURNING 1
  )
  SELECT count(*) INTO logged FROM logged_rows;
  IF logged > 0 THEN
    PERFORM pg_notify('transactions_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transaction_changes_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_changes_on_insert();
--> statement-breakpoint
CREATE TRIGGER transaction_changes_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_changes_on_delete();
--> statement-breakpoint
CREATE TRIGGER transaction_changes_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_changes_on_update();
--> statement-breakpoint
-- No row written by every writer: the totals follow the log, not a version row, and a transaction
-- no longer moves the lists' data version (a case's transaction status is at most a list-cache TTL old).
DROP TRIGGER daily_totals_version_bump ON daily_totals;
--> statement-breakpoint
DROP FUNCTION daily_totals_bump_version();
--> statement-breakpoint
DROP TABLE daily_totals_version;
--> statement-breakpoint
DROP TRIGGER data_version_bump ON transactions;
