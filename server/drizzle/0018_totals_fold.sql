-- The writers log, the servers fold. A core system's insert no longer upserts the totals tables
-- (three grouped upserts per commit, on rows that concurrent writers share): it writes one row of
-- transaction_changes (0016). A server folds the log into daily_totals, merchant_daily_totals and
-- agent_daily_totals, one at a time (an advisory lock), up to the oldest transaction still
-- running, and records how far it folded here: the tables hold exactly the changes below that
-- point, so a server loads them and applies the log from it (server/src/totals/fold.ts).
DROP TRIGGER daily_totals_insert ON transactions;
--> statement-breakpoint
DROP TRIGGER daily_totals_delete ON transactions;
--> statement-breakpoint
DROP TRIGGER daily_totals_update ON transactions;
--> statement-breakpoint
DROP TRIGGER report_totals_insert ON transactions;
--> statement-breakpoint
DROP TRIGGER report_totals_delete ON transactions;
--> statement-breakpoint
DROP TRIGGER report_totals_update ON transactions;
--> statement-breakpoint
DROP FUNCTION daily_totals_on_insert();
--> statement-breakpoint
DROP FUNCTION daily_totals_on_delete();
--> statement-breakpoint
DROP FUNCTION daily_totals_on_update();
--> statement-breakpoint
DROP FUNCTION report_totals_on_insert();
--> statement-breakpoint
DROP FUNCTION report_totals_on_delete();
--> statement-breakpoint
DROP FUNCTION report_totals_on_update();
--> statement-breakpoint
-- Until now the triggers kept the tables: every change logged so far is in them.
CREATE TABLE "totals_folded" (
	"id" integer PRIMARY KEY NOT NULL,
	"horizon" xid8 NOT NULL
);
--> statement-breakpoint
INSERT INTO "totals_folded" ("id", "horizon") VALUES (1, pg_snapshot_xmax(pg_current_snapshot()));
