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
-- Why a trigger that moves a one-row head (audit_chain_head: the last seq and hash): the UPDATE
-- locks that row until the writing transaction commits or rolls back, so the next writer (any
-- server on this database, any connection) waits, then reads the head as committed (READ COMMITTED
-- reads the new row version after the wait): the chain's order is the order of commits, and two
-- writers can never link to the same record. Reading the last record instead (ORDER BY seq DESC
-- LIMIT 1 under pg_advisory_xact_lock) serialises as well, but measured slower and slower as the
-- trail grew (about 1 ms an insert at 100,000 records); the head costs the same at any size. Linking in the application would need the same
-- lock and would miss writers that are not the pipeline (the seed's COPY, a script); in the
-- trigger every insert is linked in one place. The id (a sequence default) is given before the
-- lock, so it does not say the chain's order: seq does.
-- In PL/pgSQL: the same text built by SQL functions (a helper per field) cost 70 times more an insert.
CREATE FUNCTION audit_record_hash(
  seq bigint, id integer, created_at timestamptz, username text, event_type text, entity_type text, entity_id text,
  description text, old_data text, new_data text, ip_address text, user_agent text, prev_hash text
) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  canonical text := E'audit-record-v1\n';
  field text;
BEGIN
  FOREACH field IN ARRAY ARRAY[seq::text, id::text, (extract(epoch FROM created_at) * 1000000)::bigint::text, username, event_type, entity_type,
      entity_id, description, old_data, new_data, ip_address, user_agent, prev_hash] LOOP
    canonical := canonical || CASE WHEN field IS NULL THEN E'~\n' ELSE octet_length(convert_to(field, 'UTF8')) || ':' || field || E'\n' END;
  END LOOP;
  RETURN encode(sha256(convert_to(canonical, 'UTF8')), 'hex');
END $$;
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
CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id", "seq", "prev_hash", "hash")
SELECT 1, coalesce(max(seq), 0), '', coalesce((SELECT hash FROM audit_records ORDER BY seq DESC LIMIT 1), repeat('0', 64)) FROM audit_records;
--> statement-breakpoint
CREATE FUNCTION audit_records_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- SET reads the head as it was: the record takes the next place and links to the hash there.
  UPDATE audit_chain_head SET seq = seq + 1, prev_hash = hash, hash = audit_record_hash(seq + 1, NEW.id, NEW.created_at, NEW.username, NEW.event_type, NEW.entity_type,
      NEW.entity_id, NEW.description, NEW.old_data, NEW.new_data, NEW.ip_address, NEW.user_agent, hash)
    WHERE id = 1
    RETURNING seq, prev_hash, hash INTO NEW.seq, NEW.prev_hash, NEW.hash;
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
