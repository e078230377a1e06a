-- Authorized users (ON-72). Hand-written; PGlite and PostgreSQL 15.
-- An invitation is also the invited person's application: the owner's invitation (e-mail, names), the one-time link
-- token (sha256 only, 7 days), the onboarding steps entered so far, the texted code (sha256, attempts counted in
-- place), the password hash, and once finished the user it made. status: invited, active, revoked, removed.
CREATE TABLE "authorized_user_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL,
	"inviter_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_step_index" integer DEFAULT 0 NOT NULL,
	"phone_number" text,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "authorized_user_invitations_token_uq" ON "authorized_user_invitations" USING btree ("token_hash");
--> statement-breakpoint
-- One open invitation per account and e-mail.
CREATE UNIQUE INDEX "authorized_user_invitations_invited_uq" ON "authorized_user_invitations" USING btree ("account_id", "email") WHERE "status" = 'invited';
--> statement-breakpoint
CREATE INDEX "authorized_user_invitations_account_idx" ON "authorized_user_invitations" USING btree ("account_id", "id");
--> statement-breakpoint
-- An account now has one active card per cardholder: the owner's and each authorized user's (was one per account).
DROP INDEX "cards_account_active_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "cards_account_user_active_uq" ON "cards" USING btree ("account_id", "user_id") WHERE "status" = 'active';
