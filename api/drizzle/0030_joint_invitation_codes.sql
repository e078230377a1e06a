-- Joint-account invitations are accepted with a code mailed to the invited address (issue 22 §5): holding an account
-- whose e-mail matches proves nothing (nobody verified it). Hand-written; PGlite and PostgreSQL 15.
-- accept_code_hash: sha256 of the code of the latest send (a resend replaces it); accept_attempts: wrong codes so far,
-- counted in one statement before the compare; at 10 the code is void until the sender resends.
ALTER TABLE "joint_account_invitations" ADD COLUMN "accept_code_hash" text;
--> statement-breakpoint
ALTER TABLE "joint_account_invitations" ADD COLUMN "accept_attempts" integer DEFAULT 0 NOT NULL;
