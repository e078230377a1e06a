CREATE TABLE "live_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"session_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "change_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "change_xact" bigint;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_tickets_ticket_uq" ON "live_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
-- The account's change version (API-28): every transaction that writes an account's activities, ledger, qubes,
-- scheduled orders or bank deposits bumps accounts.change_version once (change_xact remembers the transaction, so a
-- transfer's four rows cost one real update and three index probes). A trigger, not the route code, so no write path
-- can forget it; the database's own transaction id, so two API instances on one PostgreSQL agree.
CREATE FUNCTION account_change_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_account integer;
	v_xact bigint := pg_current_xact_id()::text::bigint;
BEGIN
	IF TG_OP = 'DELETE' THEN v_account := OLD.account_id; ELSE v_account := NEW.account_id; END IF;
	UPDATE accounts SET change_version = change_version + 1, change_xact = v_xact
	WHERE id = v_account AND change_xact IS DISTINCT FROM v_xact;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_change_version AFTER INSERT OR UPDATE OR DELETE ON activities
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_change_version AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
CREATE TRIGGER qubes_change_version AFTER INSERT OR UPDATE OR DELETE ON qubes
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
CREATE TRIGGER scheduled_orders_change_version AFTER INSERT OR UPDATE OR DELETE ON scheduled_orders
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
CREATE TRIGGER ach_deposits_change_version AFTER INSERT OR UPDATE OR DELETE ON ach_deposits
FOR EACH ROW EXECUTE FUNCTION account_change_version_bump();
--> statement-breakpoint
-- An idempotent answer is stored with the version its own transaction made (the account row stays locked by the
-- version bump until commit, so it is exact): the first answer and every replay carry the same account_version.
CREATE FUNCTION idempotency_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF jsonb_typeof(NEW.response) = 'object' THEN
		NEW.response := NEW.response || jsonb_build_object('account_version', (SELECT change_version FROM accounts WHERE id = NEW.account_id));
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER idempotency_keys_answer_version BEFORE INSERT OR UPDATE OF status ON idempotency_keys
FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION idempotency_answer_version();
