-- The audit trail as a hash chain: each record carries its place in the chain (seq), the hash of
-- the record before it (prev_hash) and its own hash over its content and prev_hash, so a record
-- changed, removed or slipped in through SQL breaks the chain where it is (server/src/services/aud/verification.ts).
--
-- The record's hash is SHA-256, in lower-case hex, of the UTF-8 text
--   'audit-record-v1' LF, then for each field in this order: seq, id, created_at (microseconds
--   since 1970-01-01 UTC, decimal), username, event_type, entity_type, entity_id, description,
--   old_data, new_data, ip_address, user_agent, prev_hash
--   written as <its length in UTF-8 bytes> ':' <its text> LF, or '~' LF when it is null.
-- The first record's prev_hash is 64 zeros. The same text is made by server/src/platform/audit-chain.ts.
--
-- Why a trigger taking a transaction-level advisory lock: the lock is held until the writing
-- transaction commits or rolls back, so the next writer (any server on this database, any
-- connection) reads the last hash only once the record before it is committed: the chain's order
-- is the order of commits, and two writers can never link to the same record. Linking in the
-- application would need the same lock and would miss writers that are not the pipeline (the
-- seed's COPY, a script); in the trigger every insert is linked in one place. The id (a sequence
-- default) is given before the lock, so it does not say the chain's order: seq does.
CREATE FUNCTION audit_field(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value IS NULL THEN E'~\n' ELSE octet_length(convert_to(value, 'UTF8'))::text || ':' || value || E'\n' END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_record_hash(
  seq bigint, id integer, created_at timestamptz, username text, event_type text, entity_type text, entity_id text,
  description text, old_data text, new_data text, ip_address text, user_agent text, prev_hash text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    E'audit-record-v1\n' || audit_field(seq::text) || audit_field(id::text)
    || audit_field((extract(epoch FROM created_at) * 1000000)::bigint::text)
    || audit_field(username) || audit_field(event_type) || audit_field(entity_type) || audit_field(entity_id)
    || audit_field(description) || audit_field(old_data) || audit_field(new_data)
    || audit_field(ip_address) || audit_field(user_agent) || audit_field(prev_hash),
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "seq" bigint;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "prev_hash" text;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "hash" text;
--> statement-breakpoint
-- The records written so far, chained in the order they were written (time, then id).
DO $$
DECLARE
  r record;
  previous text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_records ORDER BY created_at, id LOOP
    n := n + 1;
    UPDATE audit_records SET seq = n, prev_hash = previous,
      hash = audit_record_hash(n, r.id, r.created_at, r.username, r.event_type, r.entity_type, r.entity_id, r.description, r.old_data, r.new_data, r.ip_address, r.user_agent, previous)
    WHERE id = r.id
    RETURNING hash INTO previous;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "audit_records" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_records" ALTER COLUMN "prev_hash" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_records" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_records_seq" ON "audit_records" ("seq");
--> statement-breakpoint
CREATE FUNCTION audit_records_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  -- Two keys (the audit chain's): a space apart from the one-key locks of maker-checker and the totals fold.
  PERFORM pg_advisory_xact_lock(20, 1);
  SELECT a.seq, a.hash INTO last FROM audit_records a ORDER BY a.seq DESC LIMIT 1;
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, repeat('0', 64));
  NEW.hash := audit_record_hash(NEW.seq, NEW.id, NEW.created_at, NEW.username, NEW.event_type, NEW.entity_type, NEW.entity_id,
    NEW.description, NEW.old_data, NEW.new_data, NEW.ip_address, NEW.user_agent, NEW.prev_hash);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_records_chain BEFORE INSERT ON "audit_records" FOR EACH ROW EXECUTE FUNCTION audit_records_chain();
--> statement-breakpoint
-- Each verification of the chain: who, when, how far, and the first break found.
CREATE TABLE "audit_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"verified_by" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scope" text NOT NULL,
	"up_to_seq" bigint NOT NULL,
	"up_to_record_id" integer,
	"up_to_hash" text,
	"checked" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"result" text NOT NULL,
	"break_record_id" integer,
	"break_seq" bigint,
	"break_kind" text,
	"break_description" text
);
--> statement-breakpoint
CREATE INDEX "audit_verifications_result" ON "audit_verifications" ("result", "id");
