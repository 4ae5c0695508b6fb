-- Return for correction (issue 35): a checker returns a pending request to its maker with a note and
-- the fields to correct; the maker resubmits it, the same request. Its history (returned, resubmitted:
-- by whom, when, the note and fields) is kept in order on the request; its sending and its decision are
-- read from created_at and decided_at. The status gains 'Returned' (a text column: no type to alter).
ALTER TABLE "approval_requests" ADD COLUMN IF NOT EXISTS "history" jsonb DEFAULT '[]'::jsonb NOT NULL;
