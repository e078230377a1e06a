import { chosenProvider } from '../providerChoice';
import type { CardPaymentProvider } from './cardPaymentProvider';
import { sandboxCardPaymentProvider } from './sandboxCardPaymentProvider';
import type { QubeEnv } from '../../env';

/** The providers this build has, by id (the id each card deposit stores). A real provider is added here. */
const PROVIDERS: Readonly<Record<string, CardPaymentProvider>> = { sandbox: sandboxCardPaymentProvider };

/**
 * The provider named by QUBE_CARD_PAYMENTS_PROVIDER ('sandbox' is the only one today). Development and tests use the
 * sandbox by default; production gets none unless it is named (the sandbox takes test cards, so it would hand out money),
 * and the card-deposit routes then answer 503. A real provider is one more entry in PROVIDERS with its keys from the
 * environment; routes and screens stay as they are.
 */
export const selectCardPaymentProvider = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): CardPaymentProvider | null => {
  const name = chosenProvider('cardPayments', env, processEnv);
  return name === null ? null : (PROVIDERS[name] ?? null);
};

/** The provider that made a stored deposit (its completion is checked with it), or null when this build lacks it. */
export const cardPaymentProviderById = (id: string): CardPaymentProvider | null => PROVIDERS[id] ?? null;
