CREATE TABLE "pocket_balances" (
	"account_id" integer NOT NULL,
	"pocket" integer NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "pocket_balances_account_id_pocket_pk" PRIMARY KEY("account_id","pocket")
);
--> statement-breakpoint
ALTER TABLE "pocket_balances" ADD CONSTRAINT "pocket_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every pocket entry (counterparty null) moves its pocket's running balance, whichever code path writes it; ReQube
-- moves entries between qubes (UPDATE). A subtraction only updates, so a cascade from a deleted account never inserts.
CREATE FUNCTION pocket_balances_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.counterparty IS NULL THEN
		UPDATE pocket_balances SET balance = balance - OLD.amount
		WHERE account_id = OLD.account_id AND pocket = coalesce(OLD.qube_id, 0);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.counterparty IS NULL THEN
		INSERT INTO pocket_balances (account_id, pocket, balance) VALUES (NEW.account_id, coalesce(NEW.qube_id, 0), NEW.amount)
		ON CONFLICT (account_id, pocket) DO UPDATE SET balance = pocket_balances.balance + EXCLUDED.balance;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_pocket_balances AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
FOR EACH ROW EXECUTE FUNCTION pocket_balances_follow_ledger();
--> statement-breakpoint
INSERT INTO pocket_balances (account_id, pocket, balance)
SELECT account_id, coalesce(qube_id, 0), sum(amount) FROM ledger_entries WHERE counterparty IS NULL GROUP BY 1, 2;
