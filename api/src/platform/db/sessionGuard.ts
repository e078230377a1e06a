import { sql } from 'drizzle-orm';
import type { PreparedStatement, PreparedValues } from './preparedSelect';

/**
 * The statement a guarded transfer runs first, in the same message and transaction (docs/adr/0102): raises QB401 when
 * what an earlier session check read (its digest, qube_auth_state of migration 0037) has changed, so nothing after it
 * runs. Its values come from request.authGuard (platform/http/auth.ts).
 */
export const SESSION_GUARD_STATEMENT: PreparedStatement = {
  name: 'qube_auth_unchanged',
  query: sql`select qube_auth_unchanged(${sql.placeholder('guardToken')}::text, ${sql.placeholder('guardAccount')}::int, ${sql.placeholder('guardCompany')}::int, ${sql.placeholder('guardState')}::text) as unchanged`,
};

/** The values SESSION_GUARD_STATEMENT takes. */
export type SessionGuardValues = PreparedValues & { guardToken: string; guardAccount: number; guardCompany: number; guardState: string };
