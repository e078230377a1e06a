CREATE TABLE "account_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"full_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"is_aggregate" boolean DEFAULT false NOT NULL,
	"is_sub_account" boolean DEFAULT false NOT NULL,
	"has_banking_features" boolean DEFAULT true NOT NULL,
	"future_account_id" integer,
	"household_id" integer,
	"plan" text DEFAULT 'premium' NOT NULL,
	"budget_period" text DEFAULT 'monthly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"result" text DEFAULT 'success' NOT NULL,
	"transaction_datetime" timestamp with time zone NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"merchant_name" text,
	"qube_id" integer,
	"other_qube_id" integer,
	"new_balance" numeric(14, 2),
	"special_bucket" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_type" text NOT NULL,
	"affiliate_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landing" integer DEFAULT 0 NOT NULL,
	"checkout" integer DEFAULT 0 NOT NULL,
	"basic" integer DEFAULT 0 NOT NULL,
	"premium" integer DEFAULT 0 NOT NULL,
	"family" integer DEFAULT 0 NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"pending_premium" integer DEFAULT 0 NOT NULL,
	"pending_family" integer DEFAULT 0 NOT NULL,
	"pending_commission" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"qube_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"activity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qube_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"qube_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qubes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon" text DEFAULT 'cube' NOT NULL,
	"app_icon" text DEFAULT 'cube' NOT NULL,
	"foreground_color" text DEFAULT '#FFFFFF' NOT NULL,
	"background_color" text DEFAULT '#4C6FFF' NOT NULL,
	"to_fund" boolean DEFAULT false NOT NULL,
	"allow_spending" boolean DEFAULT false NOT NULL,
	"goal_amount" numeric(14, 2),
	"goal_date" date,
	"is_paused" boolean DEFAULT false NOT NULL,
	"is_unlocked" boolean DEFAULT false NOT NULL,
	"payment_frequency" text,
	"payment_interval" integer,
	"bill_amount" numeric(14, 2),
	"bill_budget" numeric(14, 2),
	"due_day" integer,
	"times_opened_last_30_days" integer DEFAULT 0 NOT NULL,
	"manual_sort_position" integer DEFAULT 0 NOT NULL,
	"manual_sort_datetime" timestamp with time zone,
	"is_current_open_qube" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"trust_device" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"user_type" text DEFAULT 'regular_user' NOT NULL,
	"is_coach" boolean DEFAULT false NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"is_rewards_affiliate" boolean DEFAULT false NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address_street" text,
	"address_apartment_no" text,
	"address_city" text,
	"address_state" text,
	"address_postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_profiles" ADD CONSTRAINT "affiliate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qube_budgets" ADD CONSTRAINT "qube_budgets_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qube_budgets" ADD CONSTRAINT "qube_budgets_qube_id_qubes_id_fk" FOREIGN KEY ("qube_id") REFERENCES "public"."qubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qubes" ADD CONSTRAINT "qubes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_uq" ON "account_members" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "account_members_user_idx" ON "account_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_account_idx" ON "activities" USING btree ("account_id","transaction_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_profiles_user_uq" ON "affiliate_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "budgets_account_idx" ON "budgets" USING btree ("account_id","start_date");--> statement-breakpoint
CREATE INDEX "ledger_account_qube_idx" ON "ledger_entries" USING btree ("account_id","qube_id");--> statement-breakpoint
CREATE INDEX "qubes_account_idx" ON "qubes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");