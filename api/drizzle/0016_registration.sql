-- Registration (issue 11): codes texted before an application exists, the resumable application form, and the
-- identity checks of the provider interface. Hand-written; runs on PGlite (PostgreSQL 18) and PostgreSQL 15.
CREATE TABLE "registration_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_codes_phone_idx" ON "registration_codes" USING btree ("phone_number", "company_id");
--> statement-breakpoint
CREATE TABLE "registration_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_step_index" integer DEFAULT 0 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"ssn" text,
	"payment" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_applications" ADD CONSTRAINT "registration_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_token_uq" ON "registration_applications" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_applications_open_phone_uq" ON "registration_applications" USING btree ("phone_number", "company_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"provider" text NOT NULL,
	"session_hash" text NOT NULL,
	"final_target_url" text NOT NULL,
	"ip_address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_application_id_registration_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."registration_applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_session_uq" ON "identity_checks" USING btree ("session_hash");
