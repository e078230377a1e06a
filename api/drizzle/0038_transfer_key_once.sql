-- qube_transfer writes its idempotency key once, completed, at the end (docs/adr/0102-session-checked-with-the-transfer.md
-- "The key written once"). Hand-written; PGlite and PostgreSQL 15. Migration 0026's function claimed the key first
-- ('in_progress') and completed it last, two writes of one row inside one transaction: no other session could ever see
-- the claim, so the row is now written once; a look-up under the account lock answers a repeat first, as the claim did.
-- Every other line is 0026's.
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
	-- A repeat is answered before anything is checked (its first answer, not today's balance).
	IF p_key IS NOT NULL AND EXISTS (SELECT 1 FROM idempotency_keys WHERE account_id = p_account AND key = p_key) THEN
		RETURN jsonb_build_object('conflict', true);
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
		RETURN jsonb_build_object('error', 'qube_not_found');
	END IF;
	IF v_from_balance < p_amount THEN
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
	IF p_key IS NOT NULL THEN
		-- The key is written once, completed, in the movement's transaction. A key written since the look above (another
		-- call's claim, which takes no account lock) raises QB409: the whole call rolls back, movement included, and the
		-- caller answers through withIdempotency (replay, 422 or 409) as for a repeat.
		INSERT INTO idempotency_keys (account_id, key, request_hash, status, status_code, response, lease_token, created_at, updated_at)
		VALUES (p_account, p_key, p_key_hash, 'completed', 201, p_response || jsonb_build_object('id', v_out), NULL, p_at, p_at)
		ON CONFLICT (account_id, key) DO NOTHING
		RETURNING id INTO v_key_id;
		IF v_key_id IS NULL THEN
			RAISE EXCEPTION 'idempotency key % exists', p_key USING ERRCODE = 'QB409';
		END IF;
	END IF;

	RETURN jsonb_build_object('out_id', v_out, 'into_id', v_into, 'from_name', v_from_name, 'to_name', v_to_name,
		'from_balance', v_from_balance::text, 'out_balance', (v_from_balance - p_amount)::text,
		'into_balance', (v_to_balance + p_amount)::text);
END
$$;
