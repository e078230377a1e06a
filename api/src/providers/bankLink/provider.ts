import type { BankLinkProvider } from './bankLinkProvider';
import { sandboxBankLinkProvider } from './sandboxProvider';

/** The providers this build has, by id (the id each deposit stores). A real provider is added here and configured. */
const PROVIDERS: Readonly<Record<string, BankLinkProvider>> = { sandbox: sandboxBankLinkProvider };

/**
 * The configured bank-link provider: QUBE_BANK_LINK_PROVIDER names it (default and only value today: 'sandbox').
 * Read per call, so a test or a start-up can choose without a restart of anything else.
 */
export const bankLinkProvider = (env: NodeJS.ProcessEnv = process.env): BankLinkProvider => {
  const id = env.QUBE_BANK_LINK_PROVIDER?.trim() || 'sandbox';
  const provider = PROVIDERS[id];
  if (!provider) throw new Error(`Unknown bank-link provider '${id}'`);
  return provider;
};

/** The provider that started a stored deposit (it settles it and owns its clearing counterparty). */
export const bankLinkProviderById = (id: string): BankLinkProvider => PROVIDERS[id] ?? sandboxBankLinkProvider;
