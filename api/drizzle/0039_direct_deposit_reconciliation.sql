-- Direct-deposit reconciliation (docs/adr/0105-direct-deposit-reconciliation.md). Hand-written; PGlite and PostgreSQL 15.
-- The sandbox direct-deposit network's own record of the credits it took (its servers' state): what its report lists,
-- delivered or not.
CREATE TABLE "sandbox_direct_deposit_credits" (
	"deposit_id" text PRIMARY KEY NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"payer_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"delivered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_direct_deposit_credits_date_idx" ON "sandbox_direct_deposit_credits" ("effective_date");
--> statement-breakpoint
-- Our landed deposits of one network by effective date: what a reconciliation compares with the network's report.
CREATE INDEX "direct_deposits_provider_date_idx" ON "direct_deposits" ("provider", "effective_date");
--> statement-breakpoint
-- One row per reconciliation of a network over a window of effective dates: what it found, for the people who answer
-- for the clearing account. `details` names the deposit ids of each finding (at most 100 each).
CREATE TABLE "direct_deposit_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"reported" integer NOT NULL,
	"landed_late" integer NOT NULL,
	"unlandable" integer NOT NULL,
	"mismatched" integer NOT NULL,
	"unreported" integer NOT NULL,
	"invalid" integer NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "direct_deposit_reconciliations_network_idx" ON "direct_deposit_reconciliations" ("network", "id");
