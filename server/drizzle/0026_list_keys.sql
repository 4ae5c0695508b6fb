-- Lists paged by key and read by their last change (platform/keyset.ts).
--
-- ChangedSince: merchants, agents, users, cases and approval requests are read by (updated_at, id),
-- oldest change first, and a cursor carries the updated_at of the last row read. A trigger keeps
-- updated_at in whole milliseconds (the precision of the API's times, so a cursor names an exact
-- place) and moves it on every update that does not set it, whichever process writes.
--
-- The audit trail's counts, kept by a trigger in the writer's transaction: per Lagos day, event type
-- and entity type (a few dozen rows a day, for the trail and its event and entity filters), and the
-- same per username too (lower case, for the username filter). A page number is found from them (the
-- day where the page starts, then a skip within that day) and the total of a filtered trail is their
-- sum, so neither counts 10 million records.
ALTER TABLE "approval_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "approval_requests" SET "updated_at" = date_trunc('milliseconds', greatest("created_at", coalesce("decided_at", "created_at")));
--> statement-breakpoint
UPDATE "merchants" SET "updated_at" = date_trunc('milliseconds', "updated_at");
--> statement-breakpoint
UPDATE "agents" SET "updated_at" = date_trunc('milliseconds', "updated_at");
--> statement-breakpoint
UPDATE "users" SET "updated_at" = date_trunc('milliseconds', "updated_at");
--> statement-breakpoint
UPDATE "cases" SET "updated_at" = date_trunc('milliseconds', "updated_at");
--> statement-breakpoint
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  NEW.updated_at := date_trunc('milliseconds', coalesce(NEW.updated_at, now()));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "merchants" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "agents" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "cases" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "approval_requests" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE INDEX "merchants_updated" ON "merchants" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "agents_updated" ON "agents" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "users_updated" ON "users" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "cases_updated" ON "cases" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "approval_requests_updated" ON "approval_requests" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "audit_records_created_id" ON "audit_records" ("created_at", "id");
--> statement-breakpoint
CREATE TABLE "audit_record_counts" (
	"day" date NOT NULL,
	"username" text NOT NULL,
	"event_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"records" bigint NOT NULL,
	PRIMARY KEY ("day", "username", "event_type", "entity_type")
);
--> statement-breakpoint
CREATE INDEX "audit_record_counts_username" ON "audit_record_counts" ("username" text_pattern_ops, "day");
--> statement-breakpoint
CREATE TABLE "audit_record_day_counts" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"records" bigint NOT NULL,
	PRIMARY KEY ("day", "event_type", "entity_type")
);
--> statement-breakpoint
INSERT INTO "audit_record_counts" ("day", "username", "event_type", "entity_type", "records")
SELECT ("created_at" AT TIME ZONE 'Africa/Lagos')::date, lower("username"), "event_type", "entity_type", count(*)
FROM "audit_records" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "audit_record_day_counts" ("day", "event_type", "entity_type", "records")
SELECT "day", "event_type", "entity_type", sum("records") FROM "audit_record_counts" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION audit_record_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_record_counts (day, username, event_type, entity_type, records)
  VALUES ((NEW.created_at AT TIME ZONE 'Africa/Lagos')::date, lower(NEW.username), NEW.event_type, NEW.entity_type, 1)
  ON CONFLICT (day, username, event_type, entity_type) DO UPDATE SET records = audit_record_counts.records + 1;
  INSERT INTO audit_record_day_counts (day, event_type, entity_type, records)
  VALUES ((NEW.created_at AT TIME ZONE 'Africa/Lagos')::date, NEW.event_type, NEW.entity_type, 1)
  ON CONFLICT (day, event_type, entity_type) DO UPDATE SET records = audit_record_day_counts.records + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_record_counted AFTER INSERT ON "audit_records" FOR EACH ROW EXECUTE FUNCTION audit_record_counted();
