-- Sign-in challenges (issue 22 §6, ASVS 5.0 V6.3.1). Hand-written; PGlite and PostgreSQL 15.
-- A solved proof-of-work challenge is single-use: its signature is stored here when first spent, with the e-mail it
-- was spent for. A check-credentials that succeeded with it lets exactly one login for that e-mail spend it again
-- (login_allowed), so a person solves one challenge per sign-in. Rows past expires_at are swept by the API.
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"login_allowed" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");
