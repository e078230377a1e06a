import { api, type AutoFundChoice, type QubeAutoFunding } from '@qube/shared';

// Muted: the card and the table show 'We could not change auto funding.' themselves.
const MUTE = { mute: true } as const;

type AccountAutoFunding = { auto_funding_enabled: boolean };

/** Whether auto funding is on for the account (PL-17). */
export async function loadAutoFunding(accountId: number): Promise<boolean> {
  const { data } = await api.get<AccountAutoFunding>(`accounts/${accountId}/auto-funding/`, undefined, MUTE);
  return data.auto_funding_enabled === true;
}

/** Turns auto funding on or off (PL-17); answers the state the API kept. */
export async function setAutoFunding(accountId: number, isEnabled: boolean): Promise<boolean> {
  const { data } = await api.post<AccountAutoFunding>(`accounts/${accountId}/auto-funding/`, { auto_funding_enabled: isEnabled }, MUTE);
  return data.auto_funding_enabled === true;
}

/** Sets one qube's auto-fund choice (PL-17, PL-18); answers the choice the API kept for that qube. */
export async function saveQubeAutoFund(accountId: number, qubeId: number, choice: AutoFundChoice): Promise<AutoFundChoice> {
  const { data } = await api.put<{ results: QubeAutoFunding[] }>('qubes/auto-funding/', { account_id: accountId, qubes: [{ qube_id: qubeId, auto_fund_choice: choice }] }, MUTE);
  return data.results.find((q) => q.qube_id === qubeId)?.auto_fund_choice ?? choice;
}
