-- Keyset paging: every filter of the transaction report leads an index ending with (created_at, id).
-- The narrow filters' indexes carry amount and fee (INCLUDE, not expressible in schema.ts) so
-- their totals are an index-only scan.
DROP INDEX "transactions_created";--> statement-breakpoint
DROP INDEX "transactions_status_created";--> statement-breakpoint
DROP INDEX "transactions_super_agent_created";--> statement-breakpoint
DROP INDEX "transactions_merchant_created";--> statement-breakpoint
DROP INDEX "transactions_agent_created";--> statement-breakpoint
DROP INDEX "transactions_debit_account";--> statement-breakpoint
DROP INDEX "transactions_credit_account";--> statement-breakpoint
DROP INDEX "transactions_bank_created";--> statement-breakpoint
CREATE INDEX "transactions_product_created" ON "transactions" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_channel_created" ON "transactions" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_created" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_status_created" ON "transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_super_agent_created" ON "transactions" USING btree ("super_agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_merchant_created" ON "transactions" USING btree ("merchant_id","created_at","id") INCLUDE ("amount","fee");--> statement-breakpoint
CREATE INDEX "transactions_agent_created" ON "transactions" USING btree ("agent_id","created_at","id") INCLUDE ("amount","fee");--> statement-breakpoint
CREATE INDEX "transactions_debit_account" ON "transactions" USING btree ("debit_account_number","created_at","id") INCLUDE ("amount","fee");--> statement-breakpoint
CREATE INDEX "transactions_credit_account" ON "transactions" USING btree ("credit_account_number","created_at","id") INCLUDE ("amount","fee");--> statement-breakpoint
CREATE INDEX "transactions_bank_created" ON "transactions" USING btree ("destination_bank_code","created_at","id") INCLUDE ("amount","fee");