-- Rate limit counts shared by the servers of one PostgreSQL (platform/rate-limit.ts): one row per
-- policy, subject (address or user) and window, removed once the window has ended. Not listed,
-- so no data version trigger: counting a request changes nothing a list shows.
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_at" ON "rate_limit_hits" ("expires_at");
