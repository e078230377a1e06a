import crypto from 'node:crypto';
import type { QubeEnv } from '../../platform/env';

/** scrypt's cost: N = 2^log2N, block size r, parallelism p. */
export type ScryptCost = { log2N: number; r: number; p: number };

/**
 * Production and development (ASVS 5.0 V11.4.2; OWASP's scrypt guidance is N = 2^17, r = 8, p = 1): 128 MiB and about
 * half a second of one core per hash on the 2-core machines here.
 */
export const STRONG_SCRYPT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };
/** QUBE_ENV=test only: the API and end-to-end suites sign in hundreds of times. */
export const TEST_SCRYPT_COST: ScryptCost = { log2N: 10, r: 8, p: 1 };
/** What 'scrypt$<salt>$<hash>' (the first format, which stored no parameters) was made with: Node's defaults. */
const LEGACY_SCRYPT_COST: ScryptCost = { log2N: 14, r: 8, p: 1 };

/** The cost new hashes get in an environment: lower only in the test environment. */
export const scryptCostFor = (env: QubeEnv): ScryptCost => (env === 'test' ? TEST_SCRYPT_COST : STRONG_SCRYPT_COST);

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Parameters a stored hash may ask for: a corrupt or hostile row must not make the API allocate gigabytes. */
const LIMITS = { log2N: [1, 20], r: [1, 32], p: [1, 16] } as const;

/** scrypt on the libuv thread pool (crypto.scrypt, never scryptSync): hashing does not hold the event loop. */
const derive = (password: string, salt: Buffer | string, cost: ScryptCost, keyLength: number): Promise<Buffer> => {
  const N = 2 ** cost.log2N;
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes (128 MiB at 2^17), so allow twice that.
  const maxmem = 2 * 128 * N * cost.r;
  return new Promise((resolve, reject) => {
    crypto.scrypt(password, salt, keyLength, { N, r: cost.r, p: cost.p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
};

/** A salted scrypt hash that names its parameters: 'scrypt$<log2 N>$<r>$<p>$<salt hex>$<hash hex>'. */
export const hashPassword = async (password: string, env: QubeEnv): Promise<string> => {
  const cost = scryptCostFor(env);
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('hex'), hash.toString('hex')].join('$');
};

type Parsed = { cost: ScryptCost; salt: Buffer | string; expected: Buffer; isLegacy: boolean };

const HEX = /^(?:[0-9a-f]{2})+$/;
const within = (value: number, [min, max]: readonly [number, number]) => Number.isInteger(value) && value >= min && value <= max;

const parse = (stored: string): Parsed | null => {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  if (parts.length === 3) {
    // The first format: the salt's hex text itself was the salt.
    const [, salt = '', hex = ''] = parts;
    if (!salt || !HEX.test(hex)) return null;
    return { cost: LEGACY_SCRYPT_COST, salt, expected: Buffer.from(hex, 'hex'), isLegacy: true };
  }
  if (parts.length !== 6) return null;
  const [, log2N, r, p, salt = '', hex = ''] = parts;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (!within(cost.log2N, LIMITS.log2N) || !within(cost.r, LIMITS.r) || !within(cost.p, LIMITS.p)) return null;
  if (!HEX.test(salt) || !HEX.test(hex)) return null;
  return { cost, salt: Buffer.from(salt, 'hex'), expected: Buffer.from(hex, 'hex'), isLegacy: false };
};

const sameCost = (a: ScryptCost, b: ScryptCost) => a.log2N === b.log2N && a.r === b.r && a.p === b.p;

/** Whether the password matched, and whether its stored hash should be replaced by one with today's parameters. */
export type PasswordCheck = { isValid: boolean; needsRehash: boolean };

/**
 * Checks a password against its stored hash (either format). With no stored hash (an unknown e-mail) it still spends
 * one hash at today's cost, so the answer takes as long as for a known user with a wrong password.
 */
export const verifyPassword = async (password: string, stored: string | null, env: QubeEnv): Promise<PasswordCheck> => {
  const current = scryptCostFor(env);
  const parsed = stored === null ? null : parse(stored);
  if (!parsed) {
    await derive(password, crypto.randomBytes(SALT_BYTES), current, KEY_LENGTH);
    return { isValid: false, needsRehash: false };
  }
  const actual = await derive(password, parsed.salt, parsed.cost, parsed.expected.length);
  const isValid = actual.length === parsed.expected.length && crypto.timingSafeEqual(actual, parsed.expected);
  return { isValid, needsRehash: isValid && (parsed.isLegacy || !sameCost(parsed.cost, current)) };
};
