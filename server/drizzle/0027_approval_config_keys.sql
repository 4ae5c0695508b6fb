-- The approval configurations are listed by their last change and paged by a cursor carrying it
-- (platform/keyset.ts): their updated_at is kept in whole milliseconds by the touch trigger of 0026,
-- so a cursor names an exact place.
UPDATE "approval_configs" SET "updated_at" = date_trunc('milliseconds', "updated_at");
--> statement-breakpoint
CREATE TRIGGER touch_updated_at BEFORE INSERT OR UPDATE ON "approval_configs" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
