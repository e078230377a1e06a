-- The session check inside a money move's own transaction (docs/adr/0102-session-checked-with-the-transfer.md).
-- Hand-written; PGlite and PostgreSQL 15.
-- qube_auth_state: everything a session check of one account reads (the session, its user, their membership of the
-- account and the account in the company; the account without the two columns every money move bumps), as one digest.
-- NULL when no session has the token. The API keeps the digest beside the check's answer; a later request of the same
-- session and account may then run its transfer behind qube_auth_unchanged instead of reading the session again.
-- PL/pgSQL, not SQL: a SQL function called on its own is planned on every call (0.3 ms here), PL/pgSQL keeps its plan.
CREATE OR REPLACE FUNCTION qube_auth_state(p_token_hash text, p_account integer, p_company integer) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_state text;
BEGIN
	SELECT md5(to_jsonb(s)::text || '|' || to_jsonb(u)::text || '|' || coalesce(to_jsonb(m)::text, '-') || '|'
		|| coalesce((to_jsonb(a) - 'change_version' - 'change_xact')::text, '-'))
	INTO v_state
	FROM sessions s
	JOIN users u ON u.id = s.user_id
	LEFT JOIN account_members m ON m.account_id = p_account AND m.user_id = u.id
	LEFT JOIN accounts a ON a.id = m.account_id AND a.company_id = p_company
	WHERE s.token_hash = p_token_hash;
	RETURN v_state;
END
$$;
--> statement-breakpoint
-- Raises QB401 unless the state is still the one given: the statement before a guarded transfer in the same message,
-- so a session ended, a membership removed, a flag or the account changed since the check means nothing moves.
CREATE OR REPLACE FUNCTION qube_auth_unchanged(p_token_hash text, p_account integer, p_company integer, p_state text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF p_state IS NULL OR qube_auth_state(p_token_hash, p_account, p_company) IS DISTINCT FROM p_state THEN
		RAISE EXCEPTION 'the session changed since it was checked' USING ERRCODE = 'QB401';
	END IF;
END
$$;
