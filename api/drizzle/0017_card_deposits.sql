-- Card deposits (issue 10 section 3, MM-105 to MM-111, API-45). Hand-written (not drizzle-kit): it runs on PGlite
-- (PostgreSQL 18) and PostgreSQL 15 alike. No card number is ever stored; the provider keeps the card.
CREATE TABLE "card_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"cancellation_reason" text,
	"activity_id" integer,
	"card_brand" text,
	"card_last4" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_deposits" ADD CONSTRAINT "card_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_deposits" ADD CONSTRAINT "card_deposits_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One deposit per provider intent: the provider's completion finds it by this pair.
CREATE UNIQUE INDEX "card_deposits_intent_uq" ON "card_deposits" USING btree ("provider","payment_intent_id");--> statement-breakpoint
-- The fee rule asks whether the account already has a paid card deposit.
CREATE INDEX "card_deposits_account_idx" ON "card_deposits" USING btree ("account_id","status");--> statement-breakpoint
-- The sandbox card-payment provider's own servers: its payment intents (only the client secret's SHA-256 is kept).
CREATE TABLE "sandbox_card_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret_hash" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"cancellation_reason" text,
	"last_error_code" text,
	"card_brand" text,
	"card_last4" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
