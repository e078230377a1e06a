-- Allocation when the paycheck lands (issue 25 §3, docs/adr/0096-paycheck-allocation.md). Hand-written; PGlite and PostgreSQL 15.
-- Direct deposits that landed: a delivery repeated by the network lands once (provider, provider_deposit_id).
CREATE TABLE "direct_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"provider_deposit_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"activity_id" integer REFERENCES "activities"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_deposits_provider_uq" ON "direct_deposits" ("provider", "provider_deposit_id");
--> statement-breakpoint
CREATE INDEX "direct_deposits_account_idx" ON "direct_deposits" ("account_id", "id");
--> statement-breakpoint
-- Paycheck rules: a payer match, an amount range and a plan of ordered lines (jsonb, checked by the API).
CREATE TABLE "paycheck_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"payer_name" text NOT NULL,
	"payer_match" text DEFAULT 'contains' NOT NULL,
	"amount_min" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_max" numeric(14, 2),
	"lines" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paycheck_rules_match_check" CHECK ("payer_match" IN ('contains', 'equals')),
	CONSTRAINT "paycheck_rules_range_check" CHECK ("amount_min" >= 0 AND ("amount_max" IS NULL OR "amount_max" >= "amount_min"))
);
--> statement-breakpoint
CREATE INDEX "paycheck_rules_account_idx" ON "paycheck_rules" ("account_id", "id");
--> statement-breakpoint
-- One run per deposit: written in the transaction of its movements; a second run (another instance, a repeated
-- delivery) meets this index and does nothing.
CREATE TABLE "paycheck_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"rule_id" integer REFERENCES "paycheck_rules"("id") ON DELETE SET NULL,
	"deposit_activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE CASCADE,
	"amount" numeric(14, 2) NOT NULL,
	"to_qubes" numeric(14, 2) NOT NULL,
	"to_cloud" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "paycheck_runs_deposit_uq" ON "paycheck_runs" ("account_id", "deposit_activity_id");
