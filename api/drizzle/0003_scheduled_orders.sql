CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text DEFAULT 'qube_transfer' NOT NULL,
	"from_qube_id" integer,
	"to_qube_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"transfer_type" text DEFAULT 'transfer' NOT NULL,
	"recurring" text DEFAULT 'none' NOT NULL,
	"frequency" text,
	"transfer_interval" integer,
	"days_in_calendar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"next_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "auto_funding_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "scheduled_order_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "qube_id" integer;--> statement-breakpoint
ALTER TABLE "qubes" ADD COLUMN "auto_fund_choice" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_orders" ADD CONSTRAINT "scheduled_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "scheduled_orders_account_idx" ON "scheduled_orders" USING btree ("account_id","next_date");--> statement-breakpoint
CREATE INDEX "scheduled_orders_due_idx" ON "scheduled_orders" USING btree ("is_active","next_date");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","id");