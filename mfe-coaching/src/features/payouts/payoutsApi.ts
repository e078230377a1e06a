import { api } from '@qube/shared';
import type { CollectPaymentResult, CommissionEarned, PartnerProgramList, PayoutPage, PaymentHistoryQuery } from '@qube/contract/partners';

const OFF = { householdsOff: true } as const;

/** The programs the partner belongs to (CO-15). */
export async function loadPrograms(): Promise<PartnerProgramList> {
  const { data } = await api.get<PartnerProgramList>('affiliates/programs/', undefined, OFF);
  return data;
}

/** Earned, paid, collectable and pending commission (CO-15). */
export async function loadCommissionEarned(): Promise<CommissionEarned> {
  const { data } = await api.get<CommissionEarned>('affiliates/commission-earned/', undefined, OFF);
  return data;
}

/** One page of payouts, newest first (CO-15). */
export async function loadPaymentHistory(query: PaymentHistoryQuery): Promise<PayoutPage> {
  const { data } = await api.get<PayoutPage>('affiliates/payment-history/', query, OFF);
  return data;
}

/** Pays the collectable commission into the partner's Cloud; the key makes a repeat of one request pay once. */
export async function collectPayment(idempotencyKey: string): Promise<CollectPaymentResult> {
  const { data } = await api.post<CollectPaymentResult>('affiliates/collect-payment/', { idempotency_key: idempotencyKey }, OFF);
  return data;
}
