import type { Db } from '../../db/client';
import type { QubeEnv } from '../../env';
import { chosenProvider } from '../providerChoice';
import type { CreditReport, DirectDepositNetwork } from './directDepositNetwork';
import { sandboxCreditReport, sandboxDirectDepositNetwork } from './sandboxDirectDeposit';
import { webhookCreditReport, webhookReportUrl } from './webhookCreditReport';
import { webhookDirectDepositNetwork, webhookSecret } from './webhookDirectDeposit';

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

/**
 * The configured network's report, which the reconciliation reads (ADR 0105), or null when direct deposit has no
 * provider. The webhook's needs its URL and secret: ConfigError at start without them.
 */
export const selectCreditReport = (env: QubeEnv, processEnv: NodeJS.ProcessEnv, db: Db, now: () => Date = () => new Date()): CreditReport | null => {
  const name = chosenProvider('directDeposit', env, processEnv);
  if (name === 'sandbox') return sandboxCreditReport(db);
  if (name === 'webhook') return webhookCreditReport({ url: webhookReportUrl(processEnv), secret: webhookSecret(processEnv), now });
  return null;
};
