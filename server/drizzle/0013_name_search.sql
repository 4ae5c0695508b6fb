-- Trigram indexes for searching by any part of a name (the pickers). pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "agents_name_search" ON "agents" USING gin (lower("code" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_name_search" ON "merchants" USING gin (lower("business_name") gin_trgm_ops);