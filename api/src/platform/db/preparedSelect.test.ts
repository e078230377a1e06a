import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { setupTestApi } from '../../test/helpers';
import { packedRow, preparedQuery, preparedSequence } from './preparedSelect';
import { accountMembers, accounts, activities, qubes, sessions, users } from './schema';

const api = setupTestApi();

const lookup = () => {
  const { db } = api.database;
  return db
    .select({ session: sessions, user: users, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(accountMembers, and(eq(accountMembers.accountId, sql.placeholder('accountId')), eq(accountMembers.userId, users.id)))
    .leftJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1);
};

describe('preparedQuery', () => {
  it('answers exactly what drizzle answers: whole rows, dates as Date, an unmatched left join as null', async () => {
    await api.freshLogin('alex@demo.qube');
    const { db } = api.database;
    const [session] = await db.select().from(sessions).limit(1);
    const [member] = await db.select().from(accountMembers).where(eq(accountMembers.userId, session?.userId ?? 0));
    const prepared = preparedQuery(db, 'test_session_account', lookup());
    for (const accountId of [member?.accountId ?? 0, 999_999]) {
      const values = { tokenHash: session?.tokenHash ?? '', accountId };
      const [expected] = await lookup().execute(values);
      const actual = await prepared.first(values);
      expect(actual).toEqual(expected);
      expect(actual?.session?.createdAt).toBeInstanceOf(Date);
    }
    expect((await prepared.first({ tokenHash: 'missing', accountId: 1 }))).toBeUndefined();
  });

  it('passes text as a literal, quotes included, never as SQL', async () => {
    const prepared = preparedQuery(api.database.db, 'test_quotes', lookup());
    expect(await prepared.first({ tokenHash: "x'); drop table sessions; --", accountId: 1 })).toBeUndefined();
    expect((await api.database.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});

describe('packedRow', () => {
  it('decodes a packed row exactly as drizzle decodes the columns: money to the cent, dates, bigints, JSON, text, and null for no match', async () => {
    const { db } = api.database;
    const [activity] = await db.select().from(activities).limit(1);
    await db.update(activities).set({ amount: '-987654321098.76', title: 'Quote \' "and" ünïcode ✓', newBalance: null }).where(eq(activities.id, activity?.id ?? 0));
    const unpacked = () => db
      .select({ activity: activities, qube: qubes, user: users, account: accounts })
      .from(activities)
      .leftJoin(qubes, and(eq(qubes.id, activities.qubeId), eq(qubes.id, -1)))
      .innerJoin(accounts, eq(accounts.id, activities.accountId))
      .leftJoin(users, eq(users.id, 1))
      .where(eq(activities.id, sql.placeholder('id')));
    const packed = preparedQuery(db, 'test_packed', db
      .select({
        activity: packedRow(getTableColumns(activities)),
        qube: packedRow(getTableColumns(qubes), qubes.id),
        user: packedRow(getTableColumns(users), users.id),
        account: packedRow(getTableColumns(accounts)),
      })
      .from(activities)
      .leftJoin(qubes, and(eq(qubes.id, activities.qubeId), eq(qubes.id, -1)))
      .innerJoin(accounts, eq(accounts.id, activities.accountId))
      .leftJoin(users, eq(users.id, 1))
      .where(eq(activities.id, sql.placeholder('id'))));
    const [expected] = await unpacked().execute({ id: activity?.id ?? 0 });
    const actual = await packed.first({ id: activity?.id ?? 0 });
    expect(actual).toEqual(expected);
    expect(actual?.activity.amount).toBe('-987654321098.76');
    expect(actual?.activity.transactionDatetime).toBeInstanceOf(Date);
    expect(actual?.qube).toBeNull();
    expect(typeof actual?.account.changeVersion).toBe('number');
    expect(actual?.user?.featureFlags).toEqual(expected?.user?.featureFlags);
  });
});

describe('preparedSequence', () => {
  it('runs its statements in order with one set of values: a later one sees what an earlier one wrote; one round trip on PGlite and on PostgreSQL', async () => {
    const { db } = api.database;
    const [account] = await db.select({ id: accounts.id, name: accounts.displayName }).from(accounts).limit(1);
    const run = preparedSequence(db, [
      { name: 'test_seq_rename', query: sql`update accounts set display_name = ${sql.placeholder('name')} where id = ${sql.placeholder('id')} returning id` },
      { name: 'test_seq_read', query: sql`select display_name as name from accounts where id = ${sql.placeholder('id')}` },
    ]);
    const seen: string[] = [];
    api.database.statementLog.onStatement = (text) => seen.push(text);
    try {
      const name = "O'Brien $1 $2\"; drop table accounts; --";
      const [renamed, read] = await run({ id: account?.id ?? 0, name });
      expect(renamed).toEqual([{ id: account?.id }]);
      expect(read).toEqual([{ name }]);
    } finally {
      api.database.statementLog.onStatement = null;
    }
    expect(seen.filter((text) => !text.startsWith('PREPARE'))).toHaveLength(1);
    await run({ id: account?.id ?? 0, name: account?.name ?? '' });
  });
});
