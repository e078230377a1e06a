import { toCents } from '@qube/shared';
import type { CompletedFormPayload, TransferType } from './directDepositApi';

/** The largest partial amount the API accepts (contract DIRECT_DEPOSIT_AMOUNT_MAX). */
export const AMOUNT_MAX = '50000.00';
export const REQUIRED = 'This Field is required!';
export const PERCENT_RANGE = 'Enter a percent from 1 to 100.';
export const AMOUNT_NOT_POSITIVE = 'Amount must be greater than 0.';
export const AMOUNT_TOO_HIGH = 'Amount cannot be more than $50,000.00.';
/** MM-113. */
export const EARLY_PAY_PROMISE = 'Get paid up to 2 days early (subject to employer terms).';

/** The form as the person fills it in; `percent` is what they typed. */
export type DirectDepositFormState = {
  transferType: TransferType | null;
  percent: string;
  amount: string;
  employerName: string;
  isEmployer: boolean;
  signature: string;
};

export const EMPTY_FORM: DirectDepositFormState = { transferType: null, percent: '', amount: '0.00', employerName: '', isEmployer: true, signature: '' };

/** MM-115: choosing a type clears the other amount fields. */
export const chooseTransferType = (form: DirectDepositFormState, transferType: TransferType): DirectDepositFormState => ({
  ...form, transferType, percent: '', amount: '0.00',
});

/** The first problem of each field (the API applies the same rules). */
export function formErrors(form: DirectDepositFormState): Partial<Record<'transferType' | 'percent' | 'amount' | 'employerName' | 'signature', string>> {
  const errors: ReturnType<typeof formErrors> = {};
  if (form.transferType === null) errors.transferType = REQUIRED;
  if (form.transferType === 2) {
    const percent = Number(form.percent);
    if (form.percent.trim() === '') errors.percent = REQUIRED;
    else if (!/^\d+$/.test(form.percent.trim()) || percent < 1 || percent > 100) errors.percent = PERCENT_RANGE;
  }
  if (form.transferType === 3) {
    const cents = toCents(form.amount || '0');
    if (cents <= 0n) errors.amount = AMOUNT_NOT_POSITIVE;
    else if (cents > toCents(AMOUNT_MAX)) errors.amount = AMOUNT_TOO_HIGH;
  }
  if (form.employerName.trim() === '') errors.employerName = REQUIRED;
  if (form.signature.trim() === '') errors.signature = REQUIRED;
  return errors;
}

/** The body of POST /direct/completed-form-request/: exactly one way to deposit carries a value. */
export function completedFormPayload(form: DirectDepositFormState, accountId: number, idempotencyKey: string): CompletedFormPayload {
  const transferType = form.transferType ?? 1;
  return {
    account_id: accountId,
    idempotency_key: idempotencyKey,
    transfer_type: transferType,
    deposit_entire_paycheck: transferType === 1,
    deposit_percent_paycheck: transferType === 2 ? Number(form.percent.trim()) : null,
    deposit_amount_paycheck: transferType === 3 ? form.amount : null,
    employer_name: form.employerName.trim(),
    is_employer: form.isEmployer,
    signature: form.signature.trim(),
  };
}
