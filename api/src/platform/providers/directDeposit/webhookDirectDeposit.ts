import { ConfigError } from '../../configError';
import type { DirectDepositNetwork } from './directDepositNetwork';

/**
 * The production direct-deposit network (QUBE_DIRECT_DEPOSIT_PROVIDER=webhook, ADR 0098): the bank partner posts each
 * ACH credit to `POST /api/webhooks/direct-deposits/`, signed with the secret both sides hold
 * (QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET, webhookSignature.ts). We never ask it to send: it has no `deliver`.
 */
export const webhookDirectDepositNetwork: DirectDepositNetwork = {
  id: 'webhook',
  clearingCounterparty: 'clearing:direct_deposit_webhook',
};

export const WEBHOOK_SECRET_VARIABLE = 'QUBE_DIRECT_DEPOSIT_WEBHOOK_SECRET';
/** Shorter is a typo or a placeholder, not a secret (as QUBE_SIGNING_SECRET, platform/config.ts). */
const MIN_SECRET_LENGTH = 32;

/** The shared secret of the webhook; ConfigError at start without one (in every mode: there is no default to forge with). */
export const webhookSecret = (processEnv: NodeJS.ProcessEnv): string => {
  const secret = processEnv[WEBHOOK_SECRET_VARIABLE]?.trim() ?? '';
  if (secret === '') throw new ConfigError(`QUBE_DIRECT_DEPOSIT_PROVIDER=webhook needs ${WEBHOOK_SECRET_VARIABLE} (the secret shared with the bank partner).`);
  if (secret.length < MIN_SECRET_LENGTH) throw new ConfigError(`${WEBHOOK_SECRET_VARIABLE} must be at least ${MIN_SECRET_LENGTH} characters.`);
  return secret;
};
