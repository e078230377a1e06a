import type { DirectDepositNetwork } from './directDepositNetwork';
import { sandboxDirectDepositNetwork } from './sandboxDirectDeposit';

/** The networks this build has, by id (the id each landed deposit stores). A real one is added here. */
const NETWORKS: Readonly<Record<string, DirectDepositNetwork>> = { sandbox: sandboxDirectDepositNetwork };

/** The network that delivered a stored deposit (its clearing counterparty balances the ledger). */
export const directDepositNetworkById = (id: string): DirectDepositNetwork => NETWORKS[id] ?? sandboxDirectDepositNetwork;
