import { ConfigError } from '../configError';
import type { Db } from '../db/client';
import { chosenProvider } from '../providers/providerChoice';
import { logMailer } from './logMailer';
import type { Mailer } from './mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';
import type { QubeEnv } from '../env';

const DEFAULT_FROM = 'Qube <no-reply@qube.local>';

/**
 * The mailer QUBE_MAIL_PROVIDER names: 'smtp' (QUBE_SMTP_URL, which alone also means smtp), 'outbox' (the sandbox:
 * development's default, read at /api/dev/outbox), or none (production's default): then mail is not delivered and
 * only a line with the masked recipient and the subject is logged, since the body holds links and codes.
 */
export const selectMailer = (env: QubeEnv, processEnv: NodeJS.ProcessEnv, db: Db, log: (line: string) => void): Mailer => {
  const name = chosenProvider('mail', env, processEnv);
  if (name === 'smtp') {
    const url = processEnv.QUBE_SMTP_URL?.trim();
    if (!url) throw new ConfigError('QUBE_MAIL_PROVIDER=smtp needs QUBE_SMTP_URL (smtp://user:pass@host:port).');
    return smtpMailer(url, processEnv.QUBE_MAIL_FROM?.trim() || DEFAULT_FROM);
  }
  if (name === 'outbox') return outboxMailer(db);
  return logMailer(log);
};
