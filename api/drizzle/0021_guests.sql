-- Guests and the Financial Playground (issue 11 section 2): the anonymous user's two browser-made ids (uuid_2 only as
-- its sha256), the phone it proved in the sign-up dialog (temp_token, sha256 stored, 15 minutes), and when it was last
-- seen, which the cleanup reads (guests untouched for 30 days are removed). Hand-written; PGlite and PostgreSQL 15.
CREATE TABLE "guest_users" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL,
	"uuid_1" text NOT NULL,
	"uuid_2_hash" text NOT NULL,
	"discount_code" text,
	"url_params" text,
	"verified_phone" text,
	"temp_token_hash" text,
	"temp_token_expires_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guest_users_uuid_uq" ON "guest_users" USING btree ("company_id", "uuid_1");
--> statement-breakpoint
CREATE INDEX "guest_users_last_seen_idx" ON "guest_users" USING btree ("last_seen_at");
