import { setupTestApi } from '../test/helpers';

/**
 * The routes of issue 25 (forecast, alert settings, undo) as an attacker calls them: malformed paths, wrong-typed and
 * huge bodies, another person's ids, the same undo twice at once. Every answer is a 4xx with a message; none is a 5xx.
 */
const api = setupTestApi();

describe('new routes under abuse (issue 25)', () => {
  it('malformed paths and queries answer 400 or 404, never 5xx', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/forecast/'],
      ['GET', '/api/forecast/?account_id=abc'],
      ['GET', `/api/forecast/?account_id=${'9'.repeat(40)}`],
      ['GET', '/api/alerts/settings/?account_id=-1'],
      ['POST', '/api/activities/abc/undo/', { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', `/api/activities/${'1'.repeat(30)}/undo/`, { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', '/api/activities/0/undo/', { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', '/api/activities/99999999/undo/', { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', '/api/banking/transactions/abc/undo-reqube/', { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', `/api/banking/transactions/${'1'.repeat(30)}/undo-reqube/`, { account_id: alex.accountId, idempotency_key: 'k' }],
      ['POST', '/api/banking/transactions/99999999/undo-reqube/', { account_id: alex.accountId, idempotency_key: 'k' }],
      ['GET', '/api/accounts/abc/paycheck-rules/'],
      ['PUT', `/api/accounts/${alex.accountId}/paycheck-rules/abc/`, {}],
      ['DELETE', `/api/accounts/${alex.accountId}/paycheck-rules/99999999/`],
      ['POST', `/api/accounts/${alex.accountId}/paycheck-rules/preview/`, { rule_id: 99999999 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await api.call(method as 'GET', url, { token: alex.token, body });
      expect([400, 403, 404]).toContain(res.statusCode);
      expect(res.json().fallback_message).toEqual(expect.any(String));
    }
  });

  it('wrong-typed and huge bodies answer 400 or 413 with a message', async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const bodies: unknown[] = [
      'not json at all',
      [],
      { account_id: alex.accountId, bill_days_before: '3', kinds: 'all' },
      { account_id: alex.accountId, bill_days_before: 3, kinds: [{ kind: 'bill_short', enabled: 'yes', email: true, text: false }] },
      { account_id: alex.accountId, bill_days_before: 3, kinds: Array.from({ length: 10_000 }, () => ({ kind: 'bill_short', enabled: true, email: true, text: false })) },
      { account_id: alex.accountId, bill_days_before: 3, kinds: [], extra: 'x'.repeat(2_000_000) },
    ];
    for (const body of bodies) {
      const res = await api.call('PUT', '/api/alerts/settings/', { token: alex.token, body });
      expect([400, 413, 415]).toContain(res.statusCode);
    }
    for (const body of [{ account_id: alex.accountId }, { account_id: alex.accountId, idempotency_key: 'x'.repeat(101) }, { account_id: 'me', idempotency_key: 'k' }]) {
      for (const url of ['/api/activities/1/undo/', '/api/banking/transactions/1/undo-reqube/']) {
        const res = await api.call('POST', url, { token: alex.token, body });
        expect(res.statusCode).toBe(400);
      }
    }
    // This session's paycheck rules: wrong-typed, huge and non-JSON bodies.
    for (const body of [
      'not json at all',
      { payer_name: 7, amount_min: [], lines: 'all' },
      { payer_name: 'Acme', payer_match: 'contains', amount_min: '1', amount_max: null, lines: Array.from({ length: 10_000 }, () => ({ kind: 'fixed', qube_id: 1, amount: '1' })) },
      { payer_name: 'x'.repeat(2_000_000), payer_match: 'contains', amount_min: '1', amount_max: null, lines: [] },
    ]) {
      const res = await api.call('POST', `/api/accounts/${alex.accountId}/paycheck-rules/`, { token: alex.token, body });
      expect([400, 413, 415]).toContain(res.statusCode);
    }
  });

  it("another person's account is refused on every new route, and nothing of it is answered", async () => {
    const alex = await api.freshLogin('alex@demo.qube');
    const pat = await api.freshLogin('plus@demo.qube');
    for (const [method, url, body] of [
      ['GET', `/api/forecast/?account_id=${pat.accountId}`],
      ['GET', `/api/alerts/settings/?account_id=${pat.accountId}`],
      ['PUT', '/api/alerts/settings/', { account_id: pat.accountId, bill_days_before: 3, kinds: [{ kind: 'bill_short', enabled: false, email: false, text: false }] }],
      ['POST', '/api/activities/1/undo/', { account_id: pat.accountId, idempotency_key: 'k' }],
      ['POST', '/api/banking/transactions/1/undo-reqube/', { account_id: pat.accountId, idempotency_key: 'k' }],
      ['GET', `/api/accounts/${pat.accountId}/paycheck-rules/`],
      ['POST', `/api/accounts/${pat.accountId}/paycheck-rules/preview/`, { rule_id: 1 }],
    ] as const) {
      const res = await api.call(method, url, { token: alex.token, body });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('pockets');
    }
  });
});
