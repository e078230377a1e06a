CREATE TABLE "ach_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_account_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"activity_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD CONSTRAINT "ach_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD CONSTRAINT "ach_deposits_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_deposits_account_idx" ON "ach_deposits" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ach_deposits_pending_idx" ON "ach_deposits" USING btree ("status","created_at");