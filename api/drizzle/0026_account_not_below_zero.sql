-- Money leaves an account only if the account has it (issue 22 §3). The API checks the pocket and the account's total
-- before every move out; this is the database's own guard, so a path that forgets the check fails instead of spending
-- money twice (a qube made negative by ReQube must not let the rest of the account be spent again).
--
-- The rule, checked at commit (deferred: inside a movement the entries are written one after another, and the first may
-- dip the total for a moment): a change that lowers an account's total (the sum of its pockets, pocket_balances of
-- 0007) must not leave the total below zero. A change that does not lower it passes, so an account already below zero
-- (after a forced post) may still move money between its qubes and receive deposits. The one documented exception: a
-- card post the network forces (purchases.ts) cannot be declined and lands in Qubeless (its activity's special_bucket
-- 'qubeless'), whatever the total.
--
-- Cost on the transfer hot path: only an entry that can lower a total queues a check (a pocket entry taking money out;
-- a deleted or changed pocket entry). The check reads the account's pocket rows (one index range, ~10 rows); the
-- movement's own entries are read only when the total is below zero, which never happens on the hot path.
CREATE FUNCTION ledger_account_not_below_zero() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row ledger_entries%ROWTYPE;
	v_total numeric;
	v_net numeric;
BEGIN
	IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
	SELECT coalesce(sum(balance), 0) INTO v_total FROM pocket_balances WHERE account_id = v_row.account_id;
	IF v_total >= 0 THEN RETURN NULL; END IF;
	IF TG_OP = 'INSERT' THEN
		-- Did this entry's movement lower the account's total? An internal transfer nets to zero on its account.
		SELECT coalesce(sum(amount), 0) INTO v_net FROM ledger_entries
		WHERE movement_id = v_row.movement_id AND account_id = v_row.account_id AND counterparty IS NULL;
		IF v_net >= 0 THEN RETURN NULL; END IF;
		-- A forced card post: the network cannot be refused, so it lands in Qubeless (documented in ARCHITECTURE.md "Money").
		IF EXISTS (SELECT 1 FROM activities WHERE id = v_row.activity_id AND special_bucket = 'qubeless' AND transaction_type = 'purchase') THEN
			RETURN NULL;
		END IF;
	END IF;
	RAISE EXCEPTION 'account % would be below zero (%)', v_row.account_id, v_total
		USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_account_not_below_zero',
		HINT = 'Money leaves an account only up to its pocket balance and its total (ARCHITECTURE.md "Money").';
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_not_below_zero_insert AFTER INSERT ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.counterparty IS NULL AND NEW.amount < 0)
EXECUTE FUNCTION ledger_account_not_below_zero();
--> statement-breakpoint
-- ReQube changes only qube_id (the total stays): no check. An update that lowers a total is checked on the account
-- it lowers: the row's account (NEW here) when its pocket amount drops or a negative amount arrives, the account it
-- left (OLD, below) when a positive amount leaves it.
CREATE CONSTRAINT TRIGGER ledger_entries_not_below_zero_update AFTER UPDATE ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.counterparty IS NULL AND (
	(OLD.counterparty IS NULL AND OLD.account_id = NEW.account_id AND NEW.amount < OLD.amount)
	OR ((OLD.counterparty IS NOT NULL OR OLD.account_id <> NEW.account_id) AND NEW.amount < 0)))
EXECUTE FUNCTION ledger_account_not_below_zero();
--> statement-breakpoint
CREATE FUNCTION ledger_account_not_below_zero_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_total numeric;
BEGIN
	SELECT coalesce(sum(balance), 0) INTO v_total FROM pocket_balances WHERE account_id = OLD.account_id;
	IF v_total >= 0 THEN RETURN NULL; END IF;
	RAISE EXCEPTION 'account % would be below zero (%)', OLD.account_id, v_total
		USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_account_not_below_zero',
		HINT = 'Money leaves an account only up to its pocket balance and its total (ARCHITECTURE.md "Money").';
END
$$;
--> statement-breakpoint
-- Deleting money from a pocket (a positive entry): the account it left is checked.
CREATE CONSTRAINT TRIGGER ledger_entries_not_below_zero_delete AFTER DELETE ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.counterparty IS NULL AND OLD.amount > 0)
EXECUTE FUNCTION ledger_account_not_below_zero_old();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_not_below_zero_update_old AFTER UPDATE ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.counterparty IS NULL AND OLD.amount > 0 AND (NEW.counterparty IS NOT NULL OR OLD.account_id <> NEW.account_id))
EXECUTE FUNCTION ledger_account_not_below_zero_old();
