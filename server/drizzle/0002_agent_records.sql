ALTER TABLE "agents" ADD COLUMN "nin" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "agent_type" text DEFAULT 'Individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "terminal_serial_number" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "terminal_maker" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "daily_cash_out_limit" bigint DEFAULT 120000000 NOT NULL;--> statement-breakpoint
-- Agents recorded before this migration: the state column from the address they already hold.
UPDATE "agents" SET "state_id" = ("address"->>'stateId')::int WHERE "state_id" IS NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_listed" ON "agents" USING btree ("created_at","id") WHERE status <> 'Deleted';--> statement-breakpoint
CREATE INDEX "agents_merchant_listed" ON "agents" USING btree ("merchant_id","created_at","id") WHERE status <> 'Deleted';--> statement-breakpoint
CREATE INDEX "agents_super_agent_listed" ON "agents" USING btree ("super_agent_id","created_at","id") WHERE status <> 'Deleted';--> statement-breakpoint
CREATE INDEX "agents_state_listed" ON "agents" USING btree ("state_id","created_at","id") WHERE status <> 'Deleted';--> statement-breakpoint
CREATE INDEX "agents_bvn" ON "agents" USING btree ("bvn");--> statement-breakpoint
CREATE INDEX "agents_nin" ON "agents" USING btree ("nin");--> statement-breakpoint
CREATE INDEX "agents_phone" ON "agents" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "agents_terminal" ON "agents" USING btree ("terminal_id");