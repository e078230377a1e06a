import { api, type QubeAutoFunding } from '@qube/shared';
import type { PaycheckPreview, PaycheckRule, PaycheckRuleInput, PaycheckRuleList } from '@qube/contract/paychecks';

export type { PaycheckPreview, PaycheckRule, PaycheckRuleInput, PreviewPaycheck, PlannedLine } from '@qube/contract/paychecks';

// Muted: the card and the dialog say what failed themselves, in place.
const MUTE = { mute: true } as const;

/** The account's paycheck rules, oldest first (the order in which they are tried). */
export async function loadPaycheckRules(accountId: number): Promise<PaycheckRule[]> {
  const { data } = await api.get<PaycheckRuleList>(`accounts/${accountId}/paycheck-rules/`, undefined, MUTE);
  return data.results;
}

export async function createPaycheckRule(accountId: number, input: PaycheckRuleInput): Promise<PaycheckRule> {
  const { data } = await api.post<PaycheckRule>(`accounts/${accountId}/paycheck-rules/`, input, MUTE);
  return data;
}

export async function updatePaycheckRule(accountId: number, ruleId: number, input: PaycheckRuleInput): Promise<PaycheckRule> {
  const { data } = await api.put<PaycheckRule>(`accounts/${accountId}/paycheck-rules/${ruleId}/`, input, MUTE);
  return data;
}

export async function deletePaycheckRule(accountId: number, ruleId: number): Promise<void> {
  await api.delete(`accounts/${accountId}/paycheck-rules/${ruleId}/`, undefined, MUTE);
}

/** What the rule being edited would have done with the last three matching paychecks (moves nothing). */
export async function previewPaycheckRule(accountId: number, rule: Omit<PaycheckRuleInput, 'is_active'>): Promise<PaycheckPreview> {
  const { data } = await api.post<PaycheckPreview>(`accounts/${accountId}/paycheck-rules/preview/`, { rule }, MUTE);
  return data;
}

/** The account's active qubes, in their manual order (the list auto funding shows), for the plan's qube choosers. */
export async function loadPlanQubes(accountId: number): Promise<QubeAutoFunding[]> {
  const { data } = await api.get<{ results: QubeAutoFunding[] }>('qubes/auto-funding/', { account_id: accountId }, MUTE);
  return data.results;
}
