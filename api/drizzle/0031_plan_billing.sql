-- Plan billing (issue 22 §2): invoices charged from Cloud at each billing anchor, prorated plan-change lines, the
-- Lite plan's qube usage per period, and who used a one-per-person promo code. Hand-written; PGlite and PostgreSQL 15.
-- One invoice per account and billing period: the unique index is what makes two API instances billing at once
-- write one invoice (the loser's insert does nothing and it charges nothing).
CREATE TABLE "plan_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"plan_fee" numeric(14, 2) NOT NULL,
	"qube_fee" numeric(14, 2) NOT NULL,
	"extra_qubes" integer DEFAULT 0 NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_refunded" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refundable" numeric(14, 2) DEFAULT '0' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_on" date,
	"grace_until" date,
	"paid_at" timestamp with time zone,
	"activity_id" integer REFERENCES "activities"("id") ON DELETE SET NULL,
	"partner_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"commission_rate" numeric(5, 2),
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_invoices_money_ck" CHECK ("refundable" >= 0 AND "amount_refunded" <= "amount_paid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_period_uq" ON "plan_invoices" USING btree ("account_id", "period_start");
--> statement-breakpoint
CREATE INDEX "plan_invoices_retry_idx" ON "plan_invoices" USING btree ("next_attempt_on") WHERE "status" = 'past_due';
--> statement-breakpoint
-- What an invoice is made of: the period's plan fee and the previous period's Lite qubes (charged at the anchor), and
-- each plan change's prorated charge and refund (with the activity that moved the money).
CREATE TABLE "plan_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "plan_invoices"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"activity_id" integer REFERENCES "activities"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "plan_invoice_lines_invoice_idx" ON "plan_invoice_lines" USING btree ("invoice_id", "id");
--> statement-breakpoint
-- The most active qubes a Lite account held in a billing period (raised when a qube is created on Lite, when the
-- account moves to or from Lite, and when the period is billed); the next anchor charges the extra ones.
CREATE TABLE "plan_usage" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"period_start" date NOT NULL,
	"lite_peak_qubes" integer NOT NULL,
	CONSTRAINT "plan_usage_pk" PRIMARY KEY ("account_id", "period_start")
);
--> statement-breakpoint
-- A promo code that counts once per person (QUBE60): the e-mail and phone of whoever used it, at registration or on an
-- account, so the same person on a new account is refused.
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_email_uq" ON "promo_redemptions" USING btree ("code", "email");
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_phone_uq" ON "promo_redemptions" USING btree ("code", "phone_number");
