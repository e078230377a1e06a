-- Direct deposit forms and the Qube card (issue 10: MM-112 to MM-118, API-47; MM-135, MM-136, API-48), and the
-- attachments of outbox mail (the completed direct-deposit form's PDF). Hand-written: it runs on PGlite (PostgreSQL 18)
-- and PostgreSQL 15 alike.
CREATE TABLE "direct_deposit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"transfer_type" integer,
	"deposit_entire_paycheck" boolean DEFAULT false NOT NULL,
	"deposit_percent_paycheck" integer,
	"deposit_amount_paycheck" numeric(14, 2),
	"employer_name" text DEFAULT '' NOT NULL,
	"is_employer" boolean DEFAULT false NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_deposit_requests" ADD CONSTRAINT "direct_deposit_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_deposit_requests_account_idx" ON "direct_deposit_requests" USING btree ("account_id","id");--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" bytea NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_idx" ON "outbox_attachments" USING btree ("outbox_id");--> statement-breakpoint
-- A card as the issuer knows it. The number, expiry and CVV are not stored: the issuer reveals them to the owner
-- (the sandbox issuer derives them from the row id; a real one keeps them in its own vault).
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"provider_card_id" text,
	"kind" text DEFAULT 'virtual' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"artwork_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_account_active_uq" ON "cards" USING btree ("account_id") WHERE "status" = 'active';--> statement-breakpoint
-- The sandbox issuer gives every account's primary holder a virtual card when the account opens (seed, demo copies,
-- registration all add the primary member): not to limited or anonymous users, and only on accounts with banking
-- features. A real issuer would be called by the account-opening flow instead.
CREATE FUNCTION issue_sandbox_virtual_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'primary'
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.user_type NOT IN ('limited_user', 'anonymous_user'))
     AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = NEW.account_id AND a.has_banking_features)
     AND NOT EXISTS (SELECT 1 FROM cards c WHERE c.account_id = NEW.account_id AND c.status = 'active') THEN
    INSERT INTO cards (account_id, user_id) VALUES (NEW.account_id, NEW.user_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_members_issue_card AFTER INSERT ON account_members FOR EACH ROW EXECUTE FUNCTION issue_sandbox_virtual_card();
--> statement-breakpoint
-- Accounts opened before this migration get theirs now.
INSERT INTO cards (account_id, user_id, created_at)
SELECT DISTINCT ON (m.account_id) m.account_id, m.user_id, a.created_at
FROM account_members m
JOIN accounts a ON a.id = m.account_id
JOIN users u ON u.id = m.user_id
WHERE m.role = 'primary' AND a.has_banking_features AND u.user_type NOT IN ('limited_user', 'anonymous_user')
ORDER BY m.account_id, m.id;
