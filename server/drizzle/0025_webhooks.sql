-- Webhook subscriptions and their deliveries (platform/webhooks.ts). A subscription's secret is
-- kept sealed (AES-256-GCM under a key derived from the server's secret), so a copy of the
-- database alone does not sign for it. A delivery is one event for one subscription, its body
-- frozen when it was made, so every attempt signs the same bytes; each attempt is kept.
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"event_types" jsonb NOT NULL,
	"sealed_secret" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "webhook_subscriptions" ("id"),
	"event_seq" bigint,
	"event_type" text NOT NULL,
	"message_id" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event" ON "webhook_deliveries" ("subscription_id", "event_seq");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" = 'Pending';
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log" ON "webhook_deliveries" ("subscription_id", "id");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL REFERENCES "webhook_deliveries" ("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "id");
--> statement-breakpoint
-- How far the business events have been fanned out to deliveries; its row lock lets one server at a time do it.
CREATE TABLE "webhook_fanout_head" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"seq" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "webhook_fanout_head" ("id", "seq") SELECT 1, seq FROM business_event_head WHERE id = 1;
