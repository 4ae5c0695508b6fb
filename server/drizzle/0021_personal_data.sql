-- Personal Data / View Personal Data (openapi/common.yaml): revealing a full BVN or NIN, on the
-- audit trail. A new database is seeded with it (server/src/seed); one seeded before gains it here,
-- held by the Super Admin role (every permission) and the Compliance Officer role, which also reads
-- the approval requests whose numbers it verifies. An empty database (not yet seeded) gains nothing.
INSERT INTO "permissions" ("id", "group_name", "short_name", "description")
SELECT (SELECT max("id") FROM "permissions") + 1, 'Personal Data', 'View Personal Data',
  'Reveal a full BVN or NIN of an agent, a merchant or an approval request, one at a time and on the audit trail'
WHERE EXISTS (SELECT 1 FROM "permissions")
  AND NOT EXISTS (SELECT 1 FROM "permissions" WHERE "group_name" = 'Personal Data' AND "short_name" = 'View Personal Data');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r CROSS JOIN "permissions" p
WHERE (r."name" IN ('Super Admin', 'Compliance Officer') AND p."group_name" = 'Personal Data' AND p."short_name" = 'View Personal Data')
   OR (r."name" = 'Compliance Officer' AND p."group_name" = 'Approval' AND p."short_name" = 'View Approval')
ON CONFLICT DO NOTHING;
