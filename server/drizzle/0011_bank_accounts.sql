-- The sandbox's NIBSS directory for name enquiry (services/mer/name-enquiry.ts): the demo's settlement
-- accounts. Not listed, so no data version trigger.
CREATE TABLE "bank_accounts" (
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	CONSTRAINT "bank_accounts_bank_code_account_number_pk" PRIMARY KEY("bank_code","account_number")
);
