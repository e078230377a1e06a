import { chosenProvider } from '../providerChoice';
import type { BankLinkProvider } from './bankLinkProvider';
import { sandboxBankLinkProvider } from './sandboxProvider';
import type { QubeEnv } from '../../env';

/** The providers this build has, by id (the id each deposit stores). A real provider is added here and configured. */
const PROVIDERS: Readonly<Record<string, BankLinkProvider>> = { sandbox: sandboxBankLinkProvider };

/**
 * The provider named by QUBE_BANK_LINK_PROVIDER ('sandbox' is the only one today), or null: development and tests use
 * the sandbox by default; production has none unless it is named (the sandbox links made-up banks whose deposits
 * settle into real accounts), and the bank calls then answer 503 and the scheduler settles nothing.
 */
export const selectBankLinkProvider = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): BankLinkProvider | null => {
  const name = chosenProvider('bankLink', env, processEnv);
  return name === null ? null : (PROVIDERS[name] ?? null);
};

/** The provider that started a stored deposit or transfer (it settles it and owns its clearing counterparty). */
export const bankLinkProviderById = (id: string): BankLinkProvider => PROVIDERS[id] ?? sandboxBankLinkProvider;
