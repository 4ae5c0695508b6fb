-- A sign-in ends (logout, sign-out everywhere, a reused refresh token, a password change or reset,
-- a lock, a user disabled or deleted) by revoking its refresh-token family. Its access tokens must
-- be refused at the next request on every server: revoking moves the data version (migration 0009),
-- which each server follows (read on each request on PostgreSQL, announced with the write on
-- PGlite), and the servers then read the families ended within an access token's life through the
-- partial index below. Refreshing a session (used_at) does not move the version.
CREATE INDEX "refresh_tokens_revoked" ON "refresh_tokens" ("revoked_at") WHERE "revoked_at" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER UPDATE OF revoked_at ON "refresh_tokens" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
