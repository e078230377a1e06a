import crypto from 'node:crypto';
import type { SignInChallenge } from '@qube/contract/auth';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * ALTCHA proof-of-work challenges for sign-in (issue 22 §6, ASVS 5.0 V6.3.1 and V2.4.1): after repeated failures a
 * sign-in costs the caller seconds of CPU instead of being refused, so guessing at scale is expensive while the owner
 * still gets in. Deterministic mode: the API derives the key at a random counter and signs it, so checking a solution
 * is two HMACs (no key derivation), and a flood of bogus solutions costs the API nothing.
 */

/** How hard a challenge is: PBKDF2 iterations per try, and the range the secret counter is drawn from. */
export type ChallengeDifficulty = { cost: number; counterMin: number; counterMax: number };

/**
 * About 9 million PBKDF2 iterations on average: 2 s of one core in Node here (measured: 1,000 iterations x 7,500 tries
 * took 2.0 s), so a few seconds on a phone with the widget's workers; a script guessing passwords pays it per guess.
 * altcha-lib's README example (5,000 x 5,000-10,000) took 8 s of one core: too long for a phone.
 */
export const REAL_DIFFICULTY: ChallengeDifficulty = { cost: 2_000, counterMin: 3_000, counterMax: 6_000 };
/** The test mode's: the suites solve challenges in a few milliseconds. */
export const TEST_DIFFICULTY: ChallengeDifficulty = { cost: 1, counterMin: 1, counterMax: 30 };

/** A challenge is solved and sent within this time, or asked for again. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** Signed into every challenge: a challenge made for another purpose with the same keys is no sign-in challenge. */
const PURPOSE = 'sign-in';

/** The two HMAC keys of the challenges, derived from the API's signing secret with their own purpose strings. */
export type ChallengeKeys = { signature: string; keySignature: string };

export const challengeKeys = (signingSecret: string): ChallengeKeys => ({
  signature: crypto.createHmac('sha256', signingSecret).update('qube:altcha-challenge:v1').digest('hex'),
  keySignature: crypto.createHmac('sha256', signingSecret).update('qube:altcha-derived-key:v1').digest('hex'),
});

/** A new signed challenge, valid for CHALLENGE_LIFETIME_MS from `now` (the API clock). */
export const makeChallenge = async (keys: ChallengeKeys, difficulty: ChallengeDifficulty, now: Date): Promise<SignInChallenge> => {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMin, difficulty.counterMax),
    deriveKey,
    data: { purpose: PURPOSE },
    expiresAt: Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
  return challenge as SignInChallenge;
};

/** What a sent solution is: good (with the signature that identifies its challenge), or why not. */
export type SolutionCheck = { isValid: true; signature: string; expiresAt: Date } | { isValid: false; reason: 'malformed' | 'expired' | 'invalid' };

type Payload = { challenge: Challenge; solution: Solution };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const decode = (payload: string): Payload | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
    const { challenge, solution } = parsed;
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    // Shapes checked just above; altcha-lib checks every value again (hex, ranges) and the signature covers them.
    return parsed as unknown as Payload;
  } catch {
    return null;
  }
};

/**
 * Checks a solution from the widget: made by us for sign-in (signature), not expired by the API clock, and the key
 * found is the one signed (key signature). Whether it was spent before is the caller's to check (it has the database).
 */
export const checkSolution = async (payload: string, keys: ChallengeKeys, now: Date): Promise<SolutionCheck> => {
  const decoded = decode(payload);
  if (!decoded) return { isValid: false, reason: 'malformed' };
  const { parameters } = decoded.challenge;
  // The API clock decides expiry (altcha-lib reads the system clock; tests move the API's).
  if (typeof parameters.expiresAt !== 'number' || parameters.expiresAt * 1000 <= now.getTime()) return { isValid: false, reason: 'expired' };
  if (!isRecord(parameters.data) || parameters.data.purpose !== PURPOSE || !parameters.keySignature) return { isValid: false, reason: 'invalid' };
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => null);
  if (!result?.verified) return { isValid: false, reason: result?.expired ? 'expired' : 'invalid' };
  return { isValid: true, signature: decoded.challenge.signature ?? '', expiresAt: new Date(parameters.expiresAt * 1000) };
};
