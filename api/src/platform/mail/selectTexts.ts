import type { Database } from '../db/client';
import type { QubeEnv } from '../env';
import { chooseProviders } from '../providers/providerChoice';
import type { Mailer } from './mailer';
import { outboxMailer } from './outboxMailer';

/**
 * Where text messages go: null when no texts provider is configured (the calls that text answer 503, alerts send no
 * texts); outside production the mailer (the outbox sandbox, readable at /api/dev/outbox); in production the outbox, so
 * a text never goes out as mail.
 */
export const selectTexts = (env: QubeEnv, processEnv: NodeJS.ProcessEnv, db: Database['db'], mailer: Mailer): Mailer | null =>
  chooseProviders(env, processEnv).texts === null ? null : env === 'production' ? outboxMailer(db) : mailer;
