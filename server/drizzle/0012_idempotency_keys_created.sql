-- Idempotency keys are kept 24 hours (platform/idempotency.ts): the hourly purge finds the expired ones by this index.
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");
