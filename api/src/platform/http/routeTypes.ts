import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Clock } from './auth';
import type { RateLimitPolicy } from './rateLimits';
import type { QubeEnv } from '../env';

/**
 * Options every route plugin receives. `households` is true when mounted under /api/households/;
 * `now` is the API clock (tests move it); `processEnv` is read per request for switches such as QUBE_COURSES_DOWN; `mailer` sends mail;
 * `texts` sends text messages (null: no texts provider is configured, and the calls that text a code answer 503);
 * `rateLimits` is the policy of platform/http/rateLimits.ts, which the routes that count failures themselves (sign-in) follow too.
 */
export type RouteOptions = { database: Database; env: QubeEnv; households: boolean; now: Clock; processEnv: NodeJS.ProcessEnv; mailer: Mailer; texts: Mailer | null; rateLimits: RateLimitPolicy };
