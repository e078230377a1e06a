-- Migration to Qube+ (issue 11 §3; ON-49 to ON-64, API-58). Hand-written; runs on PostgreSQL 15 and PGlite.
-- One row per migration: the legacy account (null for a fresh Qube+ account), the household account made for it and
-- its step (migration_step 0..6). At most one migration per legacy account and one fresh Qube+ account per user, so a
-- repeated call finds the first one instead of making a second account.
CREATE TABLE "qube_plus_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"source_account_id" integer REFERENCES "accounts"("id") ON DELETE cascade,
	"target_account_id" integer REFERENCES "accounts"("id") ON DELETE set null,
	"kind" text NOT NULL,
	"step" integer NOT NULL DEFAULT 0,
	"bank_account_id" integer REFERENCES "linked_bank_accounts"("id") ON DELETE set null,
	"movement_id" integer REFERENCES "ledger_movements"("id") ON DELETE set null,
	"direct_deposit_choice" text,
	"disclosure_accepted_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "qube_plus_migrations_source_uq" ON "qube_plus_migrations" ("source_account_id") WHERE "source_account_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "qube_plus_migrations_fresh_uq" ON "qube_plus_migrations" ("user_id") WHERE "kind" = 'fresh';--> statement-breakpoint
CREATE INDEX "qube_plus_migrations_target_idx" ON "qube_plus_migrations" ("target_account_id");--> statement-breakpoint
-- Each copied qube: the legacy qube it came from and whether the person reviewed it (qubes/{id}/complete/).
CREATE TABLE "qube_plus_migration_qubes" (
	"id" serial PRIMARY KEY NOT NULL,
	"migration_id" integer NOT NULL REFERENCES "qube_plus_migrations"("id") ON DELETE cascade,
	"source_qube_id" integer NOT NULL,
	"target_qube_id" integer NOT NULL REFERENCES "qubes"("id") ON DELETE cascade,
	"completed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "qube_plus_migration_qubes_uq" ON "qube_plus_migration_qubes" ("migration_id", "source_qube_id");--> statement-breakpoint
-- The public beta's sign-ups (/beta, ON-49): one per e-mail address (lower case).
CREATE TABLE "qube_plus_beta_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"query" text NOT NULL DEFAULT '',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "qube_plus_beta_signups_email_uq" ON "qube_plus_beta_signups" ("email");
