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
-- Cost: only an entry that can lower a total queues a check (a pocket entry taking money out; a deleted or changed
-- pocket entry). The check reads the account's pocket rows (one index range, ~10 rows); the movement's own entries are
-- read only when the total is below zero. The transfer hot path (qube_transfer, 0006, replaced at the end of this file
-- with two lines more) queues none: it marks its one INSERT, whose two entries on one account sum to zero, as moving
-- money between pockets only (a transaction-local setting, off again right after), and the WHEN skips those rows.
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
-- The WHEN is evaluated as each row is written (only the check is deferred). qube.pockets_only is set, for its one
-- INSERT, by qube_transfer below: an internal transfer, whose two entries on one account sum to zero.
CREATE CONSTRAINT TRIGGER ledger_entries_not_below_zero_insert AFTER INSERT ON ledger_entries
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.counterparty IS NULL AND NEW.amount < 0 AND current_setting('qube.pockets_only', true) IS DISTINCT FROM 'on')
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
--> statement-breakpoint
-- qube_transfer of 0006, unchanged but for the two set_config lines around its ledger insert.
CREATE OR REPLACE FUNCTION qube_transfer(
	p_account integer, p_from integer, p_to integer, p_amount numeric, p_title text, p_at timestamptz, p_user integer,
	p_scheduled_order integer, p_source_type text, p_notify_type text, p_notify_title text,
	p_key text, p_key_hash text, p_response jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_key_id integer;
	v_from_name text;
	v_to_name text;
	v_from_balance numeric(14, 2);
	v_to_balance numeric(14, 2);
	v_movement integer;
	v_out integer;
	v_into integer;
BEGIN
	p_amount := round(p_amount, 2);
	-- Serialises the account's movements (as lockAccount does): balances read below are current until commit. First,
	-- before the key: the key's insert takes a KEY SHARE lock on the account (its foreign key), and two calls each
	-- holding that while waiting for FOR UPDATE would deadlock.
	PERFORM 1 FROM accounts WHERE id = p_account FOR UPDATE;
	IF p_key IS NOT NULL THEN
		INSERT INTO idempotency_keys (account_id, key, request_hash, status, lease_token, created_at, updated_at)
		VALUES (p_account, p_key, p_key_hash, 'in_progress', NULL, p_at, p_at)
		ON CONFLICT (account_id, key) DO NOTHING
		RETURNING id INTO v_key_id;
		IF v_key_id IS NULL THEN
			RETURN jsonb_build_object('conflict', true);
		END IF;
	END IF;

	IF p_from IS NULL THEN
		v_from_name := 'Cloud';
	ELSE
		SELECT name INTO v_from_name FROM qubes WHERE id = p_from AND account_id = p_account AND is_archived = false;
	END IF;
	IF p_to IS NULL THEN
		v_to_name := 'Cloud';
	ELSE
		SELECT name INTO v_to_name FROM qubes WHERE id = p_to AND account_id = p_account AND is_archived = false;
	END IF;
	-- The running balances (pocket_balances, migration 0007, kept by a trigger on ledger_entries; pocket 0 = Cloud).
	SELECT coalesce(sum(balance) FILTER (WHERE pocket = coalesce(p_from, 0)), 0), coalesce(sum(balance) FILTER (WHERE pocket = coalesce(p_to, 0)), 0)
	INTO v_from_balance, v_to_balance
	FROM pocket_balances WHERE account_id = p_account AND pocket IN (coalesce(p_from, 0), coalesce(p_to, 0));

	IF v_from_name IS NULL OR v_to_name IS NULL THEN
		IF v_key_id IS NOT NULL THEN DELETE FROM idempotency_keys WHERE id = v_key_id; END IF;
		RETURN jsonb_build_object('error', 'qube_not_found');
	END IF;
	IF v_from_balance < p_amount THEN
		IF v_key_id IS NOT NULL THEN DELETE FROM idempotency_keys WHERE id = v_key_id; END IF;
		RETURN jsonb_build_object('error', 'too_low', 'from_name', v_from_name, 'from_balance', v_from_balance::text);
	END IF;

	INSERT INTO ledger_movements (account_id, created_at) VALUES (p_account, p_at) RETURNING id INTO v_movement;
	INSERT INTO activities (account_id, transaction_type, amount, result, transaction_datetime, title, qube_id, other_qube_id,
		new_balance, user_id, scheduled_order_id, source_type)
	VALUES (p_account, 'qube_transfer', -p_amount, 'success', p_at, p_title, p_from, p_to, v_from_balance - p_amount, p_user,
		p_scheduled_order, p_source_type)
	RETURNING id INTO v_out;
	INSERT INTO activities (account_id, transaction_type, amount, result, transaction_datetime, title, qube_id, other_qube_id,
		new_balance, user_id, scheduled_order_id, source_type)
	VALUES (p_account, 'qube_transfer', p_amount, 'success', p_at, p_title, p_to, p_from, v_to_balance + p_amount, p_user,
		p_scheduled_order, p_source_type)
	RETURNING id INTO v_into;
	-- Two entries of one account that sum to zero: the account's total cannot change, so the not-below-zero check
	-- (ledger_entries_not_below_zero_insert) is skipped for exactly this statement (the hot path pays no check).
	PERFORM set_config('qube.pockets_only', 'on', true);
	INSERT INTO ledger_entries (account_id, qube_id, amount, activity_id, movement_id, created_at)
	VALUES (p_account, p_from, -p_amount, v_out, v_movement, p_at), (p_account, p_to, p_amount, v_into, v_movement, p_at);
	PERFORM set_config('qube.pockets_only', 'off', true);

	IF p_notify_type IS NOT NULL THEN
		-- About the destination side, so Transaction Details opens where the money went (API-51).
		INSERT INTO notifications (account_id, type, title, body, amount, qube_id, activity_id, created_at)
		VALUES (p_account, p_notify_type, p_notify_title,
			'$' || p_amount::text || ' moved from ' || v_from_name || ' to ' || v_to_name || '.', p_amount, p_to, v_into, p_at);
	END IF;
	IF v_key_id IS NOT NULL THEN
		UPDATE idempotency_keys SET status = 'completed', status_code = 201, response = p_response || jsonb_build_object('id', v_out),
			lease_token = NULL, updated_at = p_at
		WHERE id = v_key_id;
	END IF;

	RETURN jsonb_build_object('out_id', v_out, 'into_id', v_into, 'from_name', v_from_name, 'to_name', v_to_name,
		'from_balance', v_from_balance::text, 'out_balance', (v_from_balance - p_amount)::text,
		'into_balance', (v_to_balance + p_amount)::text);
END
$$;
