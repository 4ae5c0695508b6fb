-- The business events integrators read as a feed (listEvents) and receive as webhooks: approval
-- requests sent and decided, merchants and agents created, enabled and disabled, fee schemes and
-- commission groups changed, cases opened, assigned and resolved, users created, locked and
-- disabled. Each is written in the same transaction as its change (platform/business-events.ts).
--
-- Its place in the feed (seq) is given by a trigger that moves a one-row head, as the audit chain
-- does (0020): the head's row lock is held until the writer commits, so places are given in commit
-- order and a reader that has seen place n never later finds a committed event below n. The
-- commit announces the event on business_event (the webhook dispatcher wakes on it).
CREATE TABLE "business_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_name" text,
	"actor" text NOT NULL,
	"summary" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_events_type_seq" ON "business_events" ("type", "seq");
--> statement-breakpoint
CREATE TABLE "business_event_head" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"seq" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "business_event_head" ("id", "seq") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION business_events_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_event_head SET seq = seq + 1 WHERE id = 1 RETURNING seq INTO NEW.seq;
  PERFORM pg_notify('business_event', NEW.seq::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_events_place BEFORE INSERT ON "business_events" FOR EACH ROW EXECUTE FUNCTION business_events_place();
