-- Linked banks and bank deposits (issue 10 sections 2 and 3). Hand-written (not drizzle-kit): it runs on PGlite
-- (PostgreSQL 18) and PostgreSQL 15 alike. Only the last 4 digits of a bank account number are stored.
CREATE TABLE "linked_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"item_id" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"mask" text NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"account_type" text,
	"verification_status" text NOT NULL,
	"needs_relink" boolean DEFAULT false NOT NULL,
	"link_type" text DEFAULT 'default' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linked_bank_accounts_account_idx" ON "linked_bank_accounts" USING btree ("account_id","is_active");--> statement-breakpoint
-- One active row per bank account of an account: linking it again updates that row.
CREATE UNIQUE INDEX "linked_bank_accounts_active_uq" ON "linked_bank_accounts" USING btree ("account_id","provider","provider_account_id") WHERE "is_active";--> statement-breakpoint
-- Link tokens, widget sessions and public tokens of the bank-link provider (only their SHA-256 is kept).
CREATE TABLE "bank_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"link_type" text DEFAULT 'default' NOT NULL,
	"relink_account_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_link_tokens" ADD CONSTRAINT "bank_link_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_link_tokens_hash_uq" ON "bank_link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bank_link_tokens_expires_idx" ON "bank_link_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Bank deposits: when the provider's bank settles them, which provider, and the series an occurrence belongs to.
ALTER TABLE "ach_deposits" ADD COLUMN "settles_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ach_deposits" SET "settles_at" = "created_at" + interval '1 hour';--> statement-breakpoint
ALTER TABLE "ach_deposits" ALTER COLUMN "settles_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD COLUMN "scheduled_order_id" integer;--> statement-breakpoint
-- bank_account_id named any number the client sent before linked banks existed: it now names a linked bank account.
UPDATE "ach_deposits" SET "bank_account_id" = NULL;--> statement-breakpoint
ALTER TABLE "ach_deposits" ADD CONSTRAINT "ach_deposits_bank_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_deposits_settle_idx" ON "ach_deposits" USING btree ("status","settles_at");--> statement-breakpoint
-- A scheduled or repeating bank deposit: a scheduled order of kind ach_deposit, its bank, and its income group (PL-14).
CREATE TABLE "ach_deposit_series" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"income_group_id" integer
);
--> statement-breakpoint
ALTER TABLE "ach_deposit_series" ADD CONSTRAINT "ach_deposit_series_order_id_scheduled_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."scheduled_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_deposit_series" ADD CONSTRAINT "ach_deposit_series_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_deposit_series" ADD CONSTRAINT "ach_deposit_series_bank_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_deposit_series" ADD CONSTRAINT "ach_deposit_series_income_group_id_income_groups_id_fk" FOREIGN KEY ("income_group_id") REFERENCES "public"."income_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- MM-97: what the person authorised, after a successful deposit.
CREATE TABLE "ach_deposit_audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"from_account" text NOT NULL,
	"routing_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"to_account_owner_name" text NOT NULL,
	"to_account_last_four" text NOT NULL,
	"frequency" text NOT NULL,
	"deposit_date" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ach_deposit_audit_logs" ADD CONSTRAINT "ach_deposit_audit_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_deposit_audit_logs_account_idx" ON "ach_deposit_audit_logs" USING btree ("account_id","id");--> statement-breakpoint
-- A deposit series that ends (cancelled from Transaction Details, or its last occurrence ran) takes its expected
-- income after today out of planning: a trigger, so every path that ends a series does it. Instances up to today stay
-- (an occurrence that ran is income received; the natural end of a one-time deposit runs on its own date).
CREATE FUNCTION ach_deposit_series_ended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_group integer;
BEGIN
	IF NEW.kind = 'ach_deposit' AND OLD.is_active AND NOT NEW.is_active THEN
		SELECT income_group_id INTO v_group FROM ach_deposit_series WHERE order_id = NEW.id;
		IF v_group IS NOT NULL THEN
			DELETE FROM incomes WHERE income_group_id = v_group AND date > current_date;
			UPDATE income_groups SET is_active = false WHERE id = v_group;
		END IF;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scheduled_orders_ach_deposit_ended AFTER UPDATE OF is_active ON scheduled_orders
FOR EACH ROW EXECUTE FUNCTION ach_deposit_series_ended();
