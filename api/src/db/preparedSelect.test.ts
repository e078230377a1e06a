import { and, eq, sql } from 'drizzle-orm';
import { createTestApi, type TestApi } from '../test/helpers';
import { preparedSelect } from './preparedSelect';
import { accountMembers, accounts, sessions, users } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

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

describe('preparedSelect', () => {
  it('answers exactly what drizzle answers: whole rows, dates as Date, an unmatched left join as null', async () => {
    await api.freshLogin('alex@demo.qube');
    const { db } = api.database;
    const [session] = await db.select().from(sessions).limit(1);
    const [member] = await db.select().from(accountMembers).where(eq(accountMembers.userId, session?.userId ?? 0));
    const prepared = preparedSelect(db, 'test_session_account', lookup(), { session: sessions, user: users, account: accounts }, ['account']);
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
    const prepared = preparedSelect(api.database.db, 'test_quotes', lookup(), { session: sessions, user: users, account: accounts }, ['account']);
    expect(await prepared.first({ tokenHash: "x'); drop table sessions; --", accountId: 1 })).toBeUndefined();
    expect((await api.database.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});
