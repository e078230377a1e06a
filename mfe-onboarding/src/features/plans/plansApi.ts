import { api, ApiError } from '@qube/shared';
import type { AccountPlanState, PlanChangeResult, PlanInvoiceList, PlanOffer, PromoCodeDetails, RefundCheck } from '@qube/contract/plans';

/**
 * The plan calls of /manage-plan (ON-65 to ON-68). Muted: the page shows each failure itself. Plain paths even for a
 * household account (the plan routes name their account; they are not under households/).
 */
const QUIET = { mute: true, householdsOff: true } as const;

export type PlanAction = NonNullable<PlanOffer['action']>;

/** The call of each change (ON-66); every one has its check-refund/ (ON-67). */
export const CHANGE_PATHS: Record<PlanAction, string> = {
  upgrade: 'upgrade-from-basic-to-premium',
  downgrade: 'downgrade-from-premium-to-basic',
  make_plus: 'make-plus-account',
  change: 'change-plan',
};

/** The body of a change: the target plan, except for make-plus whose target is always Qube+. */
const changeBody = (action: PlanAction, planName: PlanOffer['plan_name']) => (action === 'make_plus' ? {} : { plan_name: planName });

export const plansApi = {
  state: async (accountId: number) => (await api.get<AccountPlanState>(`web/accounts/${accountId}/plan/`, undefined, QUIET)).data,
  invoices: async (accountId: number) => (await api.get<PlanInvoiceList>(`web/accounts/${accountId}/invoices/`, undefined, QUIET)).data,
  checkRefund: async (accountId: number, action: PlanAction, planName: PlanOffer['plan_name']) =>
    (await api.post<RefundCheck>(`web/accounts/${accountId}/${CHANGE_PATHS[action]}/check-refund/`, changeBody(action, planName), QUIET)).data,
  change: async (accountId: number, action: PlanAction, planName: PlanOffer['plan_name']) =>
    (await api.post<PlanChangeResult>(`web/accounts/${accountId}/${CHANGE_PATHS[action]}/`, changeBody(action, planName), QUIET)).data,
  verifyPromo: async (accountId: number, code: string) =>
    (await api.post<PromoCodeDetails>('web/promo-codes/verify/', { account_id: accountId, code }, QUIET)).data,
  applyPromo: async (accountId: number, code: string) =>
    (await api.post<PromoCodeDetails>('web/promo-codes/apply/', { account_id: accountId, code }, QUIET)).data,
};

/** The API's sentence for a failure, or ours when it gave none. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fallbackMessage ? error.fallbackMessage : fallback;
}
