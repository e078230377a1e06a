import { ConfigError } from '../../configError';
import { chosenProvider } from '../providerChoice';
import type { CardIssuer } from './cardIssuer';
import { sandboxCardIssuer } from './sandboxCardIssuer';
import type { QubeEnv } from '../../env';

/** The variable holding the card issuer's key (the sandbox's CVV key; a real issuer's API key). */
export const CARD_ISSUER_KEY_VARIABLE = 'QUBE_CARD_ISSUER_KEY';
/** A key shorter than this is a placeholder, not a secret (as QUBE_SIGNING_SECRET). */
export const MIN_CARD_ISSUER_KEY_LENGTH = 32;
/** Development and tests only: a key everyone knows is fine where every card is made up. */
const DEVELOPMENT_CARD_ISSUER_KEY = 'qube-sandbox-card-issuer-development-key';

/**
 * The issuer's key: from QUBE_CARD_ISSUER_KEY, which production requires (32+ characters) whenever an issuer is
 * configured; development and tests fall back to a fixed key. ConfigError names the missing variable.
 */
export const cardIssuerKey = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): string => {
  const key = processEnv[CARD_ISSUER_KEY_VARIABLE]?.trim() ?? '';
  if (env !== 'production') return key || DEVELOPMENT_CARD_ISSUER_KEY;
  if (!key) throw new ConfigError(`A card issuer needs ${CARD_ISSUER_KEY_VARIABLE} in production (README "Production").`);
  if (key.length < MIN_CARD_ISSUER_KEY_LENGTH) throw new ConfigError(`${CARD_ISSUER_KEY_VARIABLE} must be at least ${MIN_CARD_ISSUER_KEY_LENGTH} characters.`);
  return key;
};

/**
 * The issuer named by QUBE_CARD_ISSUER_PROVIDER ('sandbox' is the only one today), or null: production has none unless
 * it is named, and the card routes then answer 503.
 */
export const selectCardIssuer = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): CardIssuer | null => {
  const name = chosenProvider('cardIssuer', env, processEnv);
  if (name === null) return null;
  return sandboxCardIssuer(cardIssuerKey(env, processEnv));
};
