import { MONEY_MAX } from '@qube/contract/common';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, parseMoney, toCents } from '@qube/contract/core/money';
import { PAYER_NAME_MAX } from '@qube/contract/core/paycheck';
import type { DirectDepositDelivery } from '@qube/contract/paychecks';
import { isoDate } from '../../platform/dates';
import type { IncomingCredit } from '../../platform/providers/directDeposit/directDepositNetwork';
import { FieldErrors, MESSAGES } from '../../platform/validation';

export const DEPOSIT_ID_INVALID = 'Must be 1 to 100 letters, digits, or . _ : - (starting with a letter or digit).';
export const ROUTING_NUMBER_INVALID = 'Must be 9 digits.';
export const ACCOUNT_NUMBER_INVALID = 'Must be 1 to 17 letters, digits or hyphens.';
export const PAYER_NAME_TOO_LONG = `Must be at most ${PAYER_NAME_MAX} characters.`;
export const AMOUNT_TOO_LARGE = `Amount must be at most ${MONEY_MAX}.`;
export const EFFECTIVE_DATE_INVALID = 'Enter a valid date (YYYY-MM-DD).';
export const EFFECTIVE_DATE_OUT_OF_RANGE = 'Must be within the last year or the next 7 days.';

export const NOT_A_STRING = 'Must be a JSON string.';

const DAY_MS = 86_400_000;
const FIELDS = ['deposit_id', 'routing_number', 'account_number', 'payer_name', 'amount', 'effective_date'] as const;

/**
 * Before the schema sees the body (whose validation coerces types): each field present must be a JSON string. An amount
 * sent as a number would be money through a float, and a 17-digit account number as a number is rounded, and could be
 * another account's. 400 with a message per field; a missing field is left to the schema's 'required'.
 */
export const onlyStrings = (body: unknown): void => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const errors = new FieldErrors();
  for (const field of FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (value !== undefined && typeof value !== 'string') errors.add(field, NOT_A_STRING);
  }
  errors.throwIfAny();
};

/** The calendar day of 'YYYY-MM-DD', or null when it is no such day ('2025-02-30'). */
const calendarDay = (text: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = new Date(`${text}T12:00:00`);
  return !Number.isNaN(at.getTime()) && isoDate(at) === text ? text : null;
};

/**
 * A signed delivery's fields, checked one by one (400 with a message per field), as the credit the receiver lands. An
 * ACH effective date is at most two banking days ahead and a late delivery is days, not years, old: a date outside a
 * year back and a week ahead is a partner's error, and would misdate the activity and its statement.
 */
export const checkedDelivery = (body: DirectDepositDelivery, now: Date): Omit<IncomingCredit, 'network'> => {
  const errors = new FieldErrors();
  const depositId = body.deposit_id.trim();
  if (depositId === '') errors.add('deposit_id', MESSAGES.required);
  else if (!/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/.test(depositId)) errors.add('deposit_id', DEPOSIT_ID_INVALID);
  const routingNumber = body.routing_number.trim();
  if (!/^\d{9}$/.test(routingNumber)) errors.add('routing_number', routingNumber === '' ? MESSAGES.required : ROUTING_NUMBER_INVALID);
  const accountNumber = body.account_number.trim();
  if (!/^[A-Za-z0-9-]{1,17}$/.test(accountNumber)) errors.add('account_number', accountNumber === '' ? MESSAGES.required : ACCOUNT_NUMBER_INVALID);
  // As the sandbox delivers it: one space between words (the paycheck rule matches names ignoring repeated spaces too).
  const payerName = body.payer_name.trim().replace(/\s+/g, ' ');
  if (payerName === '') errors.add('payer_name', MESSAGES.required);
  else if (payerName.length > PAYER_NAME_MAX) errors.add('payer_name', PAYER_NAME_TOO_LONG);
  // The one money rule (@qube/contract/core/money): decimal text to integer cents, never a float.
  const cents = parseMoney(body.amount);
  if (cents === null) errors.add('amount', body.amount.trim() === '' ? MESSAGES.required : AMOUNT_INVALID);
  else if (cents <= 0n) errors.add('amount', AMOUNT_NOT_POSITIVE);
  else if (cents > toCents(MONEY_MAX)) errors.add('amount', AMOUNT_TOO_LARGE);
  const effectiveDate = calendarDay(body.effective_date.trim());
  if (effectiveDate === null) errors.add('effective_date', body.effective_date.trim() === '' ? MESSAGES.required : EFFECTIVE_DATE_INVALID);
  else if (effectiveDate < isoDate(new Date(now.getTime() - 366 * DAY_MS)) || effectiveDate > isoDate(new Date(now.getTime() + 7 * DAY_MS))) {
    errors.add('effective_date', EFFECTIVE_DATE_OUT_OF_RANGE);
  }
  errors.throwIfAny();
  return { depositId, routingNumber, accountNumber, payerName, amount: fromCents(cents ?? 0n), effectiveDate: effectiveDate ?? '' };
};
