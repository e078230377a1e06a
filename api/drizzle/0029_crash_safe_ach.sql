-- Crash safety of bank deposits and transfers to a bank (issue 22 §4). Hand-written; PGlite and PostgreSQL 15.
-- The sandbox bank-link provider's own ACH transfers (its servers' state): one per idempotency key (our row), pending
-- until cancelled; submitted to the network at submits_at (no cancel after that) and settled at settles_at.
CREATE TABLE "sandbox_ach_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bank_account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submits_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ach_transfers_key_uq" ON "sandbox_ach_transfers" ("idempotency_key");
--> statement-breakpoint
-- Our side: the provider's transfer once it was made (null: recorded, not yet at the provider), and a cancel asked for
-- whose provider call and our change are not both done yet (the scheduler finishes or clears it).
ALTER TABLE "ach_deposits" ADD COLUMN "provider_transfer_id" text;
--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD COLUMN "cancel_requested_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "provider_transfer_id" text;
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "cancel_requested_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "ach_deposits_unfinished_idx" ON "ach_deposits" ("id") WHERE "status" = 'pending' AND ("provider_transfer_id" IS NULL OR "cancel_requested_at" IS NOT NULL);
--> statement-breakpoint
CREATE INDEX "bank_transfers_unfinished_idx" ON "bank_transfers" ("id") WHERE "status" = 'pending' AND ("provider_transfer_id" IS NULL OR "cancel_requested_at" IS NOT NULL);
