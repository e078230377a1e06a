import { chosenProvider } from '../providerChoice';
import type { CardNetwork } from './cardNetwork';
import { sandboxCardNetwork } from './sandboxNetwork';
import type { QubeEnv } from '../../env';

/** The networks this build has, by id (the id each authorization stores). A real one is added here and configured. */
const NETWORKS: Readonly<Record<string, CardNetwork>> = { sandbox: sandboxCardNetwork };

/**
 * The network named by QUBE_CARD_NETWORK_PROVIDER ('sandbox' is the only one today), or null: production has none
 * unless it is named, and then no swipe page exists and the open-qube banner flag is off.
 */
export const selectCardNetwork = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): CardNetwork | null => {
  const id = chosenProvider('cardNetwork', env, processEnv);
  return id === null ? null : (NETWORKS[id] ?? null);
};

/** The network that carried a stored authorization. */
export const cardNetworkById = (id: string): CardNetwork => NETWORKS[id] ?? sandboxCardNetwork;
