import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, scryptCostFor, STRONG_SCRYPT_COST, TEST_SCRYPT_COST, verifyPassword } from './passwords';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

/** A hash in the first format ('scrypt$<salt>$<hash>', Node's default N = 2^14), as the API stored them before issue 9. */
const legacyHash = async (password: string) => {
  const salt = crypto.randomBytes(16).toString('hex');
  return `scrypt$${salt}$${(await scrypt(password, salt, 64)).toString('hex')}`;
};

describe('password hashing (ASVS 5.0 V11.4.2)', () => {
  it('API-17 production and development hash with scrypt N = 2^17, r = 8, p = 1; only the test environment lowers the cost', () => {
    expect(STRONG_SCRYPT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(scryptCostFor('production')).toEqual(STRONG_SCRYPT_COST);
    expect(scryptCostFor('development')).toEqual(STRONG_SCRYPT_COST);
    expect(scryptCostFor('test')).toEqual(TEST_SCRYPT_COST);
    expect(TEST_SCRYPT_COST.log2N).toBeLessThan(17);
  });

  it('API-17 a production hash names its parameters, verifies, and does not hold the event loop while it is computed', async () => {
    // The event loop keeps turning while scrypt runs on the thread pool: a callback queued for the loop's next turn
    // runs before the hash is ready. A hash computed on the loop (scryptSync) resolves first. Counting timer ticks
    // instead depended on the machine's load (CI, stop 32).
    const order: string[] = [];
    setImmediate(() => order.push('next turn of the loop'));
    const hash = await hashPassword('Correct Horse 9', 'production');
    order.push('hash ready');
    expect(order).toEqual(['next turn of the loop', 'hash ready']);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('Correct Horse 9', hash, 'production')).toEqual({ isValid: true, needsRehash: false });
    expect(await verifyPassword('correct horse 9', hash, 'production')).toEqual({ isValid: false, needsRehash: false });
  });

  it('API-17 each hash has its own salt, and the password is checked exactly as typed (V6.2.8)', async () => {
    const [a, b] = await Promise.all([hashPassword('Same!Pass123', 'test'), hashPassword('Same!Pass123', 'test')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    for (const other of ['same!pass123', 'Same!Pass12', 'Same!Pass123 ', ' Same!Pass123']) {
      expect((await verifyPassword(other, a, 'test')).isValid).toBe(false);
    }
  });

  it('API-17 the first format still verifies and asks for a rehash; so does a hash with other parameters', async () => {
    const legacy = await legacyHash('Demo!2345');
    expect(await verifyPassword('Demo!2345', legacy, 'production')).toEqual({ isValid: true, needsRehash: true });
    expect(await verifyPassword('Demo!2346', legacy, 'production')).toEqual({ isValid: false, needsRehash: false });
    const cheap = await hashPassword('Demo!2345', 'test');
    expect(await verifyPassword('Demo!2345', cheap, 'test')).toEqual({ isValid: true, needsRehash: false });
    expect(await verifyPassword('Demo!2345', cheap, 'development')).toEqual({ isValid: true, needsRehash: true });
  });

  it('API-17 refuses malformed hashes and parameters beyond the limits without computing them', async () => {
    const salt = '00'.repeat(16);
    const hash = '11'.repeat(64);
    for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$$', `scrypt$24$8$1$${salt}$${hash}`, `scrypt$17$64$1$${salt}$${hash}`, `scrypt$17$8$1$zz$${hash}`, `scrypt$x$8$1$${salt}$${hash}`]) {
      expect(await verifyPassword('Demo!2345', stored, 'test')).toEqual({ isValid: false, needsRehash: false });
    }
  });

  it('API-17 an unknown user (no stored hash) costs one hash at the current parameters and never matches', async () => {
    expect(await verifyPassword('Demo!2345', null, 'test')).toEqual({ isValid: false, needsRehash: false });
  });
});
