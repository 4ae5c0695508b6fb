CREATE TABLE "daily_totals_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "daily_totals_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION daily_totals_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE daily_totals_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_totals_version_bump AFTER INSERT OR UPDATE OR DELETE ON daily_totals FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_bump_version();
