-- The sandbox's NIBSS directory for BVN validation (services/mer/bvn-validation.ts): the demo's agents
-- and merchants' personnel. Not listed, so no data version trigger. A database seeded before this
-- gains an empty directory (every BVN then not found) until it is seeded again.
CREATE TABLE "bvn_holders" (
	"bvn" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"phone_number" text
);
