import path from 'node:path';
import { ConfigError } from './configError';
import { cardIssuerKey } from './providers/cardIssuer/selectCardIssuer';
import { chooseProviders } from './providers/providerChoice';
import { webhookSecret } from './providers/directDeposit/webhookDirectDeposit';
import { webhookReportUrl } from './providers/directDeposit/webhookCreditReport';
import type { QubeEnv } from './env';

export { ConfigError };

/** Secrets a production start refuses to run without (README "Production"). */
export const PRODUCTION_REQUIRED = ['DATABASE_URL', 'QUBE_WEB_ORIGINS', 'QUBE_SIGNING_SECRET', 'QUBE_COURSES_SECRET'] as const;
/** A signing secret shorter than this is a typo or a placeholder, not a secret (ASVS 5.0 V13.3: secrets managed, not guessable). */
const MIN_SECRET_LENGTH = 32;
/** Connections per instance to PostgreSQL unless QUBE_DB_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;

/**
 * Environment of the API process. Production is the default: development tools (demo seeding, the outbox,
 * /api/dev/) exist only when QUBE_ENV asks for development or test, as `npm start` and the tests do.
 */
export const readConfig = (env: NodeJS.ProcessEnv, apiDir: string) => {
  const qubeEnv = (env.QUBE_ENV || 'production') as QubeEnv;
  if (!['development', 'test', 'production'].includes(qubeEnv)) throw new ConfigError(`QUBE_ENV must be development, test or production (got ${qubeEnv})`);
  if (qubeEnv === 'production') {
    const missing = PRODUCTION_REQUIRED.filter((name) => !env[name]?.trim());
    if (missing.length) throw new ConfigError(`A production start needs ${missing.join(', ')} (README "Production"); for development set QUBE_ENV=development.`);
    for (const name of ['QUBE_SIGNING_SECRET', 'QUBE_COURSES_SECRET'] as const) {
      if ((env[name] ?? '').length < MIN_SECRET_LENGTH) throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters.`);
    }
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) throw new ConfigError('DATABASE_URL must be a postgres:// URL: production runs on PostgreSQL.');
  }
  const replicaUrl = env.QUBE_REPLICA_DATABASE_URL?.trim() || undefined;
  if (replicaUrl && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) throw new ConfigError('QUBE_REPLICA_DATABASE_URL needs DATABASE_URL on PostgreSQL: the embedded database has no replica.');
  if (replicaUrl && !/^postgres(ql)?:\/\//.test(replicaUrl)) throw new ConfigError('QUBE_REPLICA_DATABASE_URL must be a postgres:// URL.');
  const jobs = env.QUBE_JOBS?.trim() || 'on';
  if (jobs !== 'on' && jobs !== 'off') throw new ConfigError(`QUBE_JOBS must be on or off (got ${jobs}).`);
  // The PostgreSQL pool of each instance (ADR 0099): its connections together stay under the server's max_connections.
  const poolMax = Number(env.QUBE_DB_POOL_MAX?.trim() || DEFAULT_POOL_MAX);
  if (!Number.isSafeInteger(poolMax) || poolMax < 1 || poolMax > 100) throw new ConfigError(`QUBE_DB_POOL_MAX must be a whole number from 1 to 100 (got ${env.QUBE_DB_POOL_MAX}).`);
  // Each provider named explicitly (production has none by default); their secrets checked before anything starts.
  const providers = chooseProviders(qubeEnv, env);
  if (providers.cardIssuer !== null) cardIssuerKey(qubeEnv, env);
  if (providers.mail === 'smtp' && !env.QUBE_SMTP_URL?.trim()) throw new ConfigError('QUBE_MAIL_PROVIDER=smtp needs QUBE_SMTP_URL (smtp://user:pass@host:port).');
  if (providers.directDeposit === 'webhook') {
    webhookSecret(env);
    webhookReportUrl(env);
  }
  return {
    port: Number.parseInt(env.PORT ?? '8090', 10),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(apiDir, '.data/pglite')),
    databaseUrl: env.DATABASE_URL || undefined,
    /** The replicas for lag-tolerant reads (platform/db/replica.ts); unset: every read goes to the primary. */
    replicaUrl,
    /** Connections of the PostgreSQL pool (QUBE_DB_POOL_MAX, default 10). */
    poolMax,
    /** Whether this instance works the job queue (scheduler/jobs.ts); off: it serves requests only (another works it). */
    worksJobs: jobs === 'on',
    qubeEnv,
    /** Proxies whose X-Forwarded-* the API believes: the page servers, on loopback unless configured. */
    trustedProxies: env.QUBE_TRUSTED_PROXIES || '127.0.0.0/8,::1',
    /** The provider of each third-party feature (platform/providers/providerChoice.ts); null: the feature is off. */
    providers,
  };
};

export type ApiConfig = ReturnType<typeof readConfig>;
