import type { DirectDepositNetwork } from './directDepositNetwork';
import { sandboxDirectDepositNetwork } from './sandboxDirectDeposit';
import { webhookDirectDepositNetwork } from './webhookDirectDeposit';

/** The networks this build has, by id (the id each landed deposit stores, and QUBE_DIRECT_DEPOSIT_PROVIDER's value). */
const NETWORKS: Readonly<Record<string, DirectDepositNetwork>> = {
  sandbox: sandboxDirectDepositNetwork,
  webhook: webhookDirectDepositNetwork,
};

/**
 * The network that delivered a stored deposit (its clearing counterparty balances the ledger). An id this build does
 * not have is an error naming it, never the sandbox: a real credit must not be booked against the sandbox's clearing.
 */
export const directDepositNetworkById = (id: string): DirectDepositNetwork => {
  const network = Object.hasOwn(NETWORKS, id) ? NETWORKS[id] : undefined;
  if (!network) throw new Error(`Unknown direct-deposit network '${id}'`);
  return network;
};
