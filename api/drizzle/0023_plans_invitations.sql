-- Plans and invitations (issue 11 section 3: ON-65 to ON-71, API-57, API-59). Hand-written; PGlite and PostgreSQL 15.
-- account_plans: an account's billing anchor (its plan fee is due on that day of each month) and the day its free
-- days end (trial, referral or promo code); an account without a row is anchored on the day it opened.
CREATE TABLE "account_plans" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"billing_anchor" date NOT NULL,
	"free_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every plan change with its prorated amounts (charge for the new plan's days left, credit for the old plan's).
CREATE TABLE "plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"charge" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	"activity_id" integer REFERENCES "activities"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "plan_changes_account_idx" ON "plan_changes" USING btree ("account_id", "id");
--> statement-breakpoint
-- A promo code counts once per account.
CREATE TABLE "applied_promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"code" text NOT NULL,
	"free_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "applied_promo_codes_uq" ON "applied_promo_codes" USING btree ("account_id", "code");
--> statement-breakpoint
-- Invite a Friend: who was invited by whom, with the referral code their landing link carries.
CREATE TABLE "friend_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"referral_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "friend_invitations_code_uq" ON "friend_invitations" USING btree ("referral_code");
--> statement-breakpoint
-- Joint-account invitations: a member of a household (Qube+) account invites a person by e-mail; that person
-- accepts (becomes a household member) or declines. One pending invitation per account and e-mail.
CREATE TABLE "joint_account_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL,
	"inviter_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"responder_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "joint_invitations_pending_uq" ON "joint_account_invitations" USING btree ("account_id", "email") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "joint_invitations_email_idx" ON "joint_account_invitations" USING btree ("company_id", "email");
