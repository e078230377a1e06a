-- The partner portal (issue 12 §3): codes, landing personalization, leads, conversions, node sales, payouts, the coach
-- profile and the partner's program. Every row belongs to one partner (partner_user_id); the routes read only the
-- signed-in partner's rows. Hand-written; runs on PGlite (PostgreSQL 18) and PostgreSQL 15.
CREATE TABLE "partner_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_codes_code_uq" ON "partner_codes" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "partner_codes_partner_idx" ON "partner_codes" USING btree ("partner_user_id");
--> statement-breakpoint
CREATE TABLE "partner_personalizations" (
	"partner_user_id" integer PRIMARY KEY NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_personalizations" ADD CONSTRAINT "partner_personalizations_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "partner_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"application_id" integer,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"signed_up_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_leads" ADD CONSTRAINT "partner_leads_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_leads" ADD CONSTRAINT "partner_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_leads_application_uq" ON "partner_leads" USING btree ("application_id");
--> statement-breakpoint
CREATE INDEX "partner_leads_partner_idx" ON "partner_leads" USING btree ("partner_user_id", "signed_up_at");
--> statement-breakpoint
CREATE TABLE "partner_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"lead_id" integer,
	"customer_user_id" integer,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"product" text NOT NULL,
	"account_created" timestamp with time zone NOT NULL,
	"earned" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"collectable_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_conversions" ADD CONSTRAINT "partner_conversions_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_conversions" ADD CONSTRAINT "partner_conversions_lead_id_partner_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."partner_leads"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_conversions" ADD CONSTRAINT "partner_conversions_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "partner_conversions_partner_idx" ON "partner_conversions" USING btree ("partner_user_id", "account_created");
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_conversions_customer_uq" ON "partner_conversions" USING btree ("customer_user_id");
--> statement-breakpoint
CREATE TABLE "partner_node_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"referred_by" text NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"basic_nodes" integer DEFAULT 0 NOT NULL,
	"smart_nodes" integer DEFAULT 0 NOT NULL,
	"earned" numeric(14, 2) NOT NULL,
	"commission" numeric(14, 2) NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "partner_node_sales_status_ck" CHECK ("status" IN ('pending', 'sold'))
);
--> statement-breakpoint
ALTER TABLE "partner_node_sales" ADD CONSTRAINT "partner_node_sales_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "partner_node_sales_partner_idx" ON "partner_node_sales" USING btree ("partner_user_id", "status", "sold_at");
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"activity_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_payouts_amount_ck" CHECK ("amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "partner_payouts_partner_idx" ON "partner_payouts" USING btree ("partner_user_id", "paid_at");
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"partner_user_id" integer PRIMARY KEY NOT NULL,
	"active_clients" integer DEFAULT 0 NOT NULL,
	"power_session" numeric(14, 2),
	"group_pricing" numeric(14, 2),
	"individual_pricing" numeric(14, 2),
	"discovery_calendar" text,
	"power_user_webinar" text,
	"group_calendar" text,
	"individual_calendar" text,
	"is_taking_new_clients" boolean DEFAULT true NOT NULL,
	"phone_number" text,
	"email" text,
	"tune_affiliate_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "partner_programs" (
	"partner_user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" text DEFAULT 'individual' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_rate" numeric(5, 2) DEFAULT '20.00' NOT NULL,
	"hold_days" integer DEFAULT 30 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "partner_programs" ADD CONSTRAINT "partner_programs_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
