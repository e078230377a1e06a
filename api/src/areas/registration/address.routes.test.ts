import { ADDRESS_SUGGESTIONS_MAX } from '@qube/contract/address';
import { buildApp } from '../../app';
import { matchSandboxAddresses, SANDBOX_ADDRESSES } from '../../platform/providers/addressLookup/sandboxAddresses';
import { PROVIDER_UNAVAILABLE } from '../../platform/providers/providerChoice';
import { callerOf, setupTestApi } from '../../test/helpers';
import { ADDRESS_PREFIX_SHORT } from './address.routes';

// Address autocomplete (ON-17): the sandbox provider's address book and the public lookup, with its rate limit (strict).

const api = setupTestApi({ app: { rateLimits: 'strict' } });

const lookup = (address_prefix: unknown, ip = '203.0.113.40') =>
  api.call('POST', '/api/address/autocomplete/', { body: { address_prefix }, headers: { 'x-forwarded-for': ip } });

describe('sandbox address book', () => {
  it('ON-17 holds a few hundred distinct, well-formed US addresses, the same on every start', () => {
    expect(SANDBOX_ADDRESSES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(SANDBOX_ADDRESSES.map((a) => a.address_street)).size).toBe(SANDBOX_ADDRESSES.length);
    for (const a of SANDBOX_ADDRESSES) {
      expect(a.address_state).toMatch(/^[A-Z]{2}$/);
      expect(a.address_postal_code).toMatch(/^\d{5}$/);
    }
    // Fixed seed: the documented prefixes keep their answers.
    expect(matchSandboxAddresses('1 Main', 5)[0]).toEqual({ address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' });
  });

  it('ON-17 matches the street line from its start, or the street name without a house number, in any case', () => {
    expect(matchSandboxAddresses('1600 penn', 5).map((a) => a.address_street)).toEqual(['1600 Pennsylvania Ave NW']);
    const byName = matchSandboxAddresses('congress', 5);
    expect(byName.length).toBe(5);
    for (const a of byName) expect(a.address_street).toMatch(/Congress Ave$/);
    expect(matchSandboxAddresses('zzz', 5)).toEqual([]);
  });
});

describe('POST address/autocomplete/', () => {
  it('ON-17 answers at most five addresses for address_prefix, without a session', async () => {
    const res = await lookup('  1   Main ');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toEqual({ address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' });
    const many = await lookup('Main');
    expect(many.json().results).toHaveLength(ADDRESS_SUGGESTIONS_MAX);
    expect((await lookup('Nowhere Lane')).json()).toEqual({ results: [] });
  });

  it('ON-17 a prefix under 3 characters, a wrong type or an unknown field answers 400 with a fallback_message', async () => {
    const short = await lookup(' 1 ');
    expect(short.statusCode).toBe(400);
    expect(short.json().fallback_message).toBe(ADDRESS_PREFIX_SHORT);
    expect((await lookup({ street: 'Main' })).statusCode).toBe(400);
    expect((await lookup('x'.repeat(101))).statusCode).toBe(400);
    const extra = await api.call('POST', '/api/address/autocomplete/', { body: { address_prefix: 'Main', city: 'Austin' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fallback_message).toEqual(expect.any(String));
  });

  it('ON-17 is rate limited per address: 60 lookups a minute, then 429', async () => {
    for (let i = 0; i < 60; i++) expect((await lookup('Oak', '203.0.113.41')).statusCode).toBe(200);
    const over = await lookup('Oak', '203.0.113.41');
    expect(over.statusCode).toBe(429);
    expect(over.json().fallback_message).toMatch(/^Too many attempts/);
    expect((await lookup('Oak', '203.0.113.42')).statusCode).toBe(200);
  });
});

describe('POST address/autocomplete/ without an address-lookup provider (issue 22 §1)', () => {
  it('ON-17 answers 503 provider_unavailable with its fallback_message, declared in the OpenAPI document', async () => {
    // Another instance on the same database with the provider turned off (production without QUBE_ADDRESS_PROVIDER).
    const off = await buildApp(api.database, { env: 'test', now: api.clock.now, processEnv: { QUBE_ADDRESS_PROVIDER: 'none' } });
    try {
      const res = await callerOf(off)('POST', '/api/address/autocomplete/', { body: { address_prefix: '1 Main' }, headers: { 'x-forwarded-for': '203.0.113.43' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ fallback_message: 'Address suggestions are not available right now. Please type your address.', code: 'provider_unavailable' });
      expect(PROVIDER_UNAVAILABLE.address).toBe(res.json().fallback_message);
      const doc = (await callerOf(off)('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      expect(Object.keys(doc.paths['/api/address/autocomplete/']?.post?.responses ?? {})).toContain('503');
    } finally {
      await off.close();
    }
  });
});
