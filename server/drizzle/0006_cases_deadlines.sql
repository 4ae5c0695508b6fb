ALTER TABLE "cases" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Cases already raised: 72 hours for a disputed transaction (POS, web, mobile, USSD), 14 days without one.
UPDATE "cases" SET "due_at" = "created_at" + CASE WHEN "transaction_reference" IS NULL THEN interval '14 days' ELSE interval '72 hours' END;--> statement-breakpoint
ALTER TABLE "cases" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_status_due" ON "cases" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "cases_transaction" ON "cases" USING btree ("transaction_reference");
