-- The open qube and card purchases (issue 10 section 5): which qube of an account is open for card purchases and
-- until when, and every authorization the card network asked for. Hand-written: runs on PGlite (PostgreSQL 18) and
-- PostgreSQL 15 alike.
CREATE TABLE "open_qubes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"qube_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"remaining_purchases" integer,
	"close_after_next_purchase" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_qubes" ADD CONSTRAINT "open_qubes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_qubes" ADD CONSTRAINT "open_qubes_qube_id_qubes_id_fk" FOREIGN KEY ("qube_id") REFERENCES "public"."qubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_qubes_expires_idx" ON "open_qubes" USING btree ("expires_at");--> statement-breakpoint
-- The open qube is part of the account's state (API-28 live updates: has_open_qube), as its qubes are.
CREATE TRIGGER open_qubes_change_version AFTER INSERT OR UPDATE OR DELETE ON open_qubes
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
CREATE TABLE "card_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"network_reference" text NOT NULL,
	"merchant_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"message" text DEFAULT '' NOT NULL,
	"paid_by" text,
	"qube_id" integer,
	"activity_id" integer,
	"notification_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD CONSTRAINT "card_authorizations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD CONSTRAINT "card_authorizations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A network repeats an authorization request it got no answer to: its reference answers the first outcome.
CREATE UNIQUE INDEX "card_authorizations_reference_uq" ON "card_authorizations" USING btree ("network","network_reference");--> statement-breakpoint
CREATE INDEX "card_authorizations_account_idx" ON "card_authorizations" USING btree ("account_id","id");
--> statement-breakpoint
-- A swipe looks for pending pre-auths of its account (few) among all its activities (many): this index holds only them.
CREATE INDEX "activities_pending_preauth_idx" ON "activities" USING btree ("account_id") WHERE "source_type" = 'preapproved_payment' AND "result" = 'pending';
