import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SignInChallenge } from '@qube/contract/auth';

/** What the ALTCHA widget sends for a challenge: base64 of `{challenge, solution}` (the test difficulty solves in ms). */
export const solvedPayload = async (challenge: SignInChallenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};
