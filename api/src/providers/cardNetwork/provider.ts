import type { CardNetwork } from './cardNetwork';
import { sandboxCardNetwork } from './sandboxNetwork';

/** The networks this build has, by id (the id each authorization stores). A real one is added here and configured. */
const NETWORKS: Readonly<Record<string, CardNetwork>> = { sandbox: sandboxCardNetwork };

/** The configured card network: QUBE_CARD_NETWORK names it (default and only value today: 'sandbox'). */
export const cardNetwork = (env: NodeJS.ProcessEnv = process.env): CardNetwork => {
  const id = env.QUBE_CARD_NETWORK?.trim() || 'sandbox';
  const network = NETWORKS[id];
  if (!network) throw new Error(`Unknown card network '${id}'`);
  return network;
};

/** The network that carried a stored authorization. */
export const cardNetworkById = (id: string): CardNetwork => NETWORKS[id] ?? sandboxCardNetwork;
