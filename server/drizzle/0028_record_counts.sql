-- The record lists' totals, kept by a trigger in the writer's transaction: merchants, agents, users,
-- cases and approval requests per status. A list asked for with no filter but its status (the
-- screens' first view, and an integrator's walk of the whole list) takes its totalRecords from these
-- rows instead of counting the table; a list with any other filter counts its matches through that
-- filter's index. Only a status change moves a count, so the trigger is on status alone.
CREATE TABLE "record_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"records" bigint NOT NULL,
	PRIMARY KEY ("list", "status")
);
--> statement-breakpoint
INSERT INTO "record_counts" ("list", "status", "records")
SELECT 'merchants', "status", count(*) FROM "merchants" GROUP BY 2
UNION ALL SELECT 'agents', "status", count(*) FROM "agents" GROUP BY 2
UNION ALL SELECT 'users', "status", count(*) FROM "users" GROUP BY 2
UNION ALL SELECT 'cases', "status", count(*) FROM "cases" GROUP BY 2
UNION ALL SELECT 'approval_requests', "status", count(*) FROM "approval_requests" GROUP BY 2;
--> statement-breakpoint
CREATE FUNCTION record_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    UPDATE record_counts SET records = records - 1 WHERE list = TG_TABLE_NAME AND status = OLD.status;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status) THEN
    INSERT INTO record_counts (list, status, records) VALUES (TG_TABLE_NAME, NEW.status, 1)
    ON CONFLICT (list, status) DO UPDATE SET records = record_counts.records + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_counts WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_counted AFTER INSERT OR DELETE OR UPDATE OF status ON "merchants" FOR EACH ROW EXECUTE FUNCTION record_counted();
--> statement-breakpoint
CREATE TRIGGER record_counted AFTER INSERT OR DELETE OR UPDATE OF status ON "agents" FOR EACH ROW EXECUTE FUNCTION record_counted();
--> statement-breakpoint
CREATE TRIGGER record_counted AFTER INSERT OR DELETE OR UPDATE OF status ON "users" FOR EACH ROW EXECUTE FUNCTION record_counted();
--> statement-breakpoint
CREATE TRIGGER record_counted AFTER INSERT OR DELETE OR UPDATE OF status ON "cases" FOR EACH ROW EXECUTE FUNCTION record_counted();
--> statement-breakpoint
CREATE TRIGGER record_counted AFTER INSERT OR DELETE OR UPDATE OF status ON "approval_requests" FOR EACH ROW EXECUTE FUNCTION record_counted();
--> statement-breakpoint
CREATE TRIGGER record_counts_emptied AFTER TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION record_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER record_counts_emptied AFTER TRUNCATE ON "agents" FOR EACH STATEMENT EXECUTE FUNCTION record_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER record_counts_emptied AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION record_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER record_counts_emptied AFTER TRUNCATE ON "cases" FOR EACH STATEMENT EXECUTE FUNCTION record_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER record_counts_emptied AFTER TRUNCATE ON "approval_requests" FOR EACH STATEMENT EXECUTE FUNCTION record_counts_emptied();
