-- Every approval request created or decided is announced on the channel approval_changed with its
-- id, so each server (PGlite in process, PostgreSQL through its one LISTEN connection) tells the
-- pages following its event stream at once, whichever server wrote it.
CREATE FUNCTION approval_request_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('approval_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER approval_request_notify AFTER INSERT OR UPDATE OF status ON "approval_requests" FOR EACH ROW EXECUTE FUNCTION approval_request_notify();
