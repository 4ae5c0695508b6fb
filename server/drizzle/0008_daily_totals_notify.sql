-- Every change to daily_totals is also announced on the channel daily_totals_changed, with the new
-- version: an app told by its database (PGlite delivers the notice with the write) rereads the
-- version row only after a change, instead of on every dashboard request.
CREATE OR REPLACE FUNCTION daily_totals_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE daily_totals_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('daily_totals_changed', next_version::text);
  RETURN NULL;
END $$;
