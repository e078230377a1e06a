import type { SignInRefused } from '@qube/contract/auth';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Clock } from '../../platform/http/auth';
import { failureCounter } from '../../platform/http/failureCounter';
import type { RateLimitPolicy } from '../../platform/http/rateLimits';
import { checkSolution, makeChallenge, type ChallengeDifficulty, type ChallengeKeys } from './signInChallenge';

const MINUTE = 60_000;

/**
 * When sign-in asks for a challenge (ASVS 5.0 V6.3.1): after 5 failures for one e-mail, or 20 from one address, within
 * 15 minutes of the first. Only failures count; a success clears its e-mail's count. Nothing here refuses a right
 * password with a solved challenge, so nobody can lock another person out.
 */
export const SIGN_IN_FAILURES = { perAccount: 5, perAddress: 20, windowMs: 15 * MINUTE } as const;
/** The lenient policy (end-to-end suite) multiplies the address's threshold as it does the request limits. */
const LENIENT_FACTOR = 1000;

export const CHALLENGE_NEEDED = 'Too many failed sign-ins. Please complete the check below, then sign in again.';
export const CHALLENGE_FAILED = 'The check did not pass or has expired. Please complete it again.';

/** check-credentials spends a solution; a login may spend it once more after a check-credentials that succeeded. */
export type SignInStage = 'check' | 'login';

type Admission = { refusal: SignInRefused; signature?: undefined } | { refusal: null; signature: string | null };
type Options = { policy: RateLimitPolicy; keys: ChallengeKeys; difficulty: ChallengeDifficulty };

const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** The failure counts, the challenge and the single use of solutions, for check-credentials and login. */
export const signInGuard = (db: Db, clock: Clock, { policy, keys, difficulty }: Options) => {
  const failures = failureCounter(db);
  const factor = policy === 'strict' ? 1 : LENIENT_FACTOR;
  const accountKey = (email: string) => `sign-in-failures:email:${email}`;
  const addressKey = (request: FastifyRequest) => `sign-in-failures:ip:${request.ip}`;

  const refuse = async (message: string): Promise<Admission> => ({
    refusal: { fallback_message: message, code: 'challenge_required', challenge: await makeChallenge(keys, difficulty, clock()) },
  });

  /** Marks a solution spent for `email`; false when it was spent before (a replay), unless this is the login it allowed. */
  const spend = async (signature: string, email: string, expiresAt: Date, stage: SignInStage): Promise<boolean> => {
    const at = clock().toISOString();
    await db.execute(sql`delete from spent_challenges where expires_at < ${at}::timestamptz`);
    const insert = sql`insert into spent_challenges as s (signature, email, login_allowed, expires_at)
      values (${signature}, ${email}, false, ${expiresAt.toISOString()}::timestamptz)`;
    const result = stage === 'check'
      ? await db.execute(sql`${insert} on conflict (signature) do nothing returning signature`)
      : await db.execute(sql`${insert} on conflict (signature) do update set login_allowed = false
          where s.login_allowed and s.email = excluded.email returning s.signature`);
    return rowsOf(result).length === 1;
  };

  return {
    /**
     * Before the password is checked: lets the request on, or answers 429 `challenge_required` with a new challenge
     * (when the e-mail or the address has failed too often and no good, unspent solution came with it).
     */
    async admit(request: FastifyRequest, email: string, solution: string | undefined, stage: SignInStage): Promise<Admission> {
      const now = clock();
      const [ofAccount, ofAddress] = await Promise.all([failures.count(accountKey(email), now), failures.count(addressKey(request), now)]);
      // The lenient policy widens only what every test shares (the loopback address): one e-mail's failures count as in
      // production, so the end-to-end suite meets the challenge as a person would.
      const isChallenged = ofAccount >= SIGN_IN_FAILURES.perAccount || ofAddress >= SIGN_IN_FAILURES.perAddress * factor;
      if (!solution) return isChallenged ? refuse(CHALLENGE_NEEDED) : { refusal: null, signature: null };
      // A solution sent is spent even when none was asked for (the login after a check that cleared the failures), so
      // it can never be sent again later.
      const check = await checkSolution(solution, keys, now);
      const isSpent = check.isValid && (await spend(check.signature, email, check.expiresAt, stage));
      if (isSpent) return { refusal: null, signature: check.signature };
      return isChallenged ? refuse(CHALLENGE_FAILED) : { refusal: null, signature: null };
    },

    /** A wrong e-mail or password: one more failure for the e-mail and for the address. */
    async failed(request: FastifyRequest, email: string): Promise<void> {
      const now = clock();
      await failures.add(accountKey(email), SIGN_IN_FAILURES.windowMs, now);
      await failures.add(addressKey(request), SIGN_IN_FAILURES.windowMs, now);
    },

    /** The right password: the e-mail's failures are forgotten; a solution spent by check-credentials may serve its login. */
    async succeeded(email: string, signature: string | null, stage: SignInStage): Promise<void> {
      await failures.clear(accountKey(email));
      if (stage === 'check' && signature) await db.execute(sql`update spent_challenges set login_allowed = true where signature = ${signature}`);
    },
  };
};
