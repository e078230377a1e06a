import { knownAccountVersion, noteAccountVersion, noteVersionOfAnswer, resetAccountVersions } from './accountVersions';

describe('account versions (API-28)', () => {
  afterEach(() => resetAccountVersions());

  it('keeps the highest version seen per account', () => {
    expect(knownAccountVersion(1)).toBe(-1);
    noteAccountVersion(1, 5);
    noteAccountVersion(1, 3);
    noteAccountVersion(2, 9);
    expect(knownAccountVersion(1)).toBe(5);
    expect(knownAccountVersion(2)).toBe(9);
  });

  it("takes an answer's account from the answer, the request body or the accounts/{id}/ path", () => {
    noteVersionOfAnswer('orders/', { account_id: 3 }, { id: 1, account_version: 7 });
    noteVersionOfAnswer('households/accounts/4/updates/', undefined, { account_version: 8 });
    noteVersionOfAnswer('qubes/', undefined, { account_id: 5, account_version: 2 });
    noteVersionOfAnswer('qubes/', undefined, { results: [] });
    expect([knownAccountVersion(3), knownAccountVersion(4), knownAccountVersion(5)]).toEqual([7, 8, 2]);
  });
});
