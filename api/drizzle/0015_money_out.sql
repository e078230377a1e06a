-- Money out (issue 10 section 4): sends to a friend and transfers to a bank. Hand-written (not drizzle-kit): it runs
-- on PGlite (PostgreSQL 18) and PostgreSQL 15 alike, and names no table of the bank-link migration.
CREATE TABLE "peer_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"from_user_id" integer,
	"from_qube_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"out_activity_id" integer,
	"in_activity_id" integer,
	"movement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peer_transfers" ADD CONSTRAINT "peer_transfers_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_transfers" ADD CONSTRAINT "peer_transfers_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_transfers" ADD CONSTRAINT "peer_transfers_out_activity_id_activities_id_fk" FOREIGN KEY ("out_activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_transfers" ADD CONSTRAINT "peer_transfers_in_activity_id_activities_id_fk" FOREIGN KEY ("in_activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_transfers" ADD CONSTRAINT "peer_transfers_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_transfers_from_idx" ON "peer_transfers" USING btree ("from_account_id","id");--> statement-breakpoint
CREATE INDEX "peer_transfers_to_idx" ON "peer_transfers" USING btree ("to_account_id","id");--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"from_qube_id" integer,
	"bank_account_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_mask" text NOT NULL,
	"name_on_account" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"scheduled_date" date NOT NULL,
	"started_at" timestamp with time zone,
	"settles_at" timestamp with time zone,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"activity_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_account_idx" ON "bank_transfers" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_due_idx" ON "bank_transfers" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE INDEX "bank_transfers_settle_idx" ON "bank_transfers" USING btree ("status","settles_at");--> statement-breakpoint
-- A bank transfer's status is part of the account's state (API-28 live updates), as a bank deposit's is.
CREATE TRIGGER bank_transfers_change_version AFTER INSERT OR UPDATE OR DELETE ON bank_transfers
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
