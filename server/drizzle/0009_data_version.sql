CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every change to a record the back office lists moves the version and announces it on the
-- channel data_changed (transactions too: a case shows its transaction's status). Left out: the
-- daily totals (versioned on their own), and what changes at each sign-in or request without being listed (tokens, one-time codes,
-- notifications, idempotency keys, password history and answers).
CREATE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('data_changed', next_version::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "industries" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_types" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "super_agents" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_groups" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_group_products" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fee_schemes" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commission_groups" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_documents" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agents" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_configs" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_config_roles" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_requests" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_records" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "system_configuration" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "security_questions" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cases" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_comments" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_history" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
--> statement-breakpoint
CREATE TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION data_version_bump();
