import { DIRECT_DEPOSIT_AMOUNT_MAX, type CompletedFormRequestInput, type DirectDepositRequest, type DirectDepositTransferType } from '@qube/contract/directDeposit';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { directDepositRequests } from '../../platform/db/schema';
import type { MailAttachment } from '../../platform/mail/mailer';
import { TooManyError } from '../../platform/errors';
import type { AccountRow } from '../accounts';
import { isoDate } from '../../platform/dates';
import { pdfDocument, type PdfLine } from './directDepositPdf';
import { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE, fromCents, isMoney, toCents } from '@qube/contract/core/money';
import { FieldErrors, isBlank, MESSAGES } from '../../platform/validation';

export const ONE_MODE_ONLY = 'Choose one way to deposit: the entire paycheck, a percent or an amount.';
export const PERCENT_RANGE = 'Enter a percent from 1 to 100.';
export { AMOUNT_INVALID, AMOUNT_NOT_POSITIVE };
export const AMOUNT_TOO_HIGH = `Amount cannot be more than $${Number(DIRECT_DEPOSIT_AMOUNT_MAX).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`;
export const TOO_MANY_FORMS = 'You asked for many forms in the last hour. Please try again later.';
/** MM-113: what the form promises. */
export const EARLY_PAY_PROMISE = 'Get paid up to 2 days early (subject to employer terms).';

/** Forms of one kind an account may ask for per hour: each one is a mail, so this bounds how much mail one can cause. */
export const FORMS_PER_HOUR = { blank: 5, completed: 10 } as const;

/** A completed form after validation: exactly one way to deposit. */
export type DirectDepositForm = {
  transferType: DirectDepositTransferType;
  percent: number | null;
  amount: string | null;
  employerName: string;
  isEmployer: boolean;
  signature: string;
};

/** MM-115 on the server: the type names the one way to deposit, and only its field may carry a value. */
export const validateCompletedForm = (body: CompletedFormRequestInput): DirectDepositForm => {
  const errors = new FieldErrors();
  const type = body.transfer_type;
  const percent = body.deposit_percent_paycheck ?? null;
  const amountRaw = body.deposit_amount_paycheck ?? null;
  const amountText = amountRaw === null ? null : typeof amountRaw === 'number' ? (Number.isFinite(amountRaw) ? String(amountRaw) : '') : amountRaw.trim();
  const entire = body.deposit_entire_paycheck ?? false;

  if (type === 1 && !entire) errors.add('deposit_entire_paycheck', ONE_MODE_ONLY);
  if (type !== 1 && entire) errors.add('deposit_entire_paycheck', ONE_MODE_ONLY);
  if (type !== 2 && percent !== null) errors.add('deposit_percent_paycheck', ONE_MODE_ONLY);
  if (type !== 3 && amountText !== null && amountText !== '') errors.add('deposit_amount_paycheck', ONE_MODE_ONLY);
  if (type === 2) {
    if (percent === null) errors.add('deposit_percent_paycheck', MESSAGES.required);
    else if (percent < 1 || percent > 100) errors.add('deposit_percent_paycheck', PERCENT_RANGE);
  }
  let amount: string | null = null;
  if (type === 3) {
    if (amountText === null || amountText === '') errors.add('deposit_amount_paycheck', MESSAGES.required);
    else if (!isMoney(amountText)) errors.add('deposit_amount_paycheck', AMOUNT_INVALID);
    else if (toCents(amountText) <= 0n) errors.add('deposit_amount_paycheck', AMOUNT_NOT_POSITIVE);
    else if (toCents(amountText) > toCents(DIRECT_DEPOSIT_AMOUNT_MAX)) errors.add('deposit_amount_paycheck', AMOUNT_TOO_HIGH);
    else amount = fromCents(toCents(amountText));
  }
  if (isBlank(body.employer_name)) errors.add('employer_name', MESSAGES.required);
  if (isBlank(body.signature)) errors.add('signature', MESSAGES.required);
  errors.throwIfAny();
  return {
    transferType: type,
    percent: type === 2 ? percent : null,
    amount,
    employerName: body.employer_name.trim(),
    isEmployer: body.is_employer,
    signature: body.signature.trim(),
  };
};

/** How the form words the chosen amount. */
export const depositWording = (form: Pick<DirectDepositForm, 'transferType' | 'percent' | 'amount'>): string => {
  if (form.transferType === 1) return 'Entire paycheck';
  if (form.transferType === 2) return `${form.percent ?? 0}% of each paycheck`;
  return `$${Number(form.amount ?? '0').toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} of each paycheck`;
};

/** Refuses a form beyond the hour's allowance (429); run inside the transaction that holds the account's lock. */
export const requireFormAllowance = async (tx: Db, accountId: number, kind: 'blank' | 'completed', at: Date): Promise<void> => {
  const since = new Date(at.getTime() - 60 * 60 * 1000);
  const [row] = await tx
    .select({ n: count() })
    .from(directDepositRequests)
    .where(and(eq(directDepositRequests.accountId, accountId), eq(directDepositRequests.kind, kind), gte(directDepositRequests.createdAt, since)));
  if ((row?.n ?? 0) >= FORMS_PER_HOUR[kind]) throw new TooManyError(TOO_MANY_FORMS, 'rate_limited');
};

/** Records a form request and answers it as the API does. */
export const recordFormRequest = async (
  tx: Db,
  input: { accountId: number; userId: number; kind: 'blank' | 'completed'; form: DirectDepositForm | null; sentTo: string; at: Date },
): Promise<DirectDepositRequest> => {
  const { form } = input;
  const [row] = await tx.insert(directDepositRequests).values({
    accountId: input.accountId,
    userId: input.userId,
    kind: input.kind,
    transferType: form?.transferType ?? null,
    depositEntirePaycheck: form?.transferType === 1,
    depositPercentPaycheck: form?.percent ?? null,
    depositAmountPaycheck: form?.amount ?? null,
    employerName: form?.employerName ?? '',
    isEmployer: form?.isEmployer ?? false,
    signature: form?.signature ?? '',
    sentTo: input.sentTo,
    createdAt: input.at,
  }).returning();
  if (!row) throw new Error('direct deposit request insert failed');
  return {
    id: row.id,
    account_id: row.accountId,
    kind: input.kind,
    transfer_type: row.transferType,
    deposit_entire_paycheck: row.depositEntirePaycheck,
    deposit_percent_paycheck: row.depositPercentPaycheck,
    deposit_amount_paycheck: row.depositAmountPaycheck === null ? null : fromCents(toCents(row.depositAmountPaycheck)),
    employer_name: row.employerName,
    is_employer: row.isEmployer,
    sent_to: row.sentTo,
    created_at: row.createdAt.toISOString(),
  };
};

type AccountPart = Pick<AccountRow, 'fullName' | 'accountNumber' | 'routingNumber' | 'bankName'>;

/** The lines both forms share: who and where the money goes. */
const accountLines = (account: AccountPart, top: number): PdfLine[] => [
  { text: `Account holder: ${account.fullName}`, x: 72, y: top, size: 12 },
  { text: `Bank name: ${account.bankName}`, x: 72, y: top - 20, size: 12 },
  { text: `Account number: ${account.accountNumber}`, x: 72, y: top - 40, size: 12 },
  { text: `Routing number: ${account.routingNumber}`, x: 72, y: top - 60, size: 12 },
  { text: 'Account type: Checking', x: 72, y: top - 80, size: 12 },
];

const header = (subtitle: string): PdfLine[] => [
  { text: 'Direct Deposit Authorization', x: 72, y: 720, size: 20, isBold: true },
  { text: subtitle, x: 72, y: 696, size: 11 },
];

/** The completed form (MM-116): the holder, the account and routing numbers, the employer and the chosen amount. */
export const completedFormPdf = (account: AccountPart, form: DirectDepositForm, at: Date): MailAttachment => ({
  filename: 'qube-direct-deposit-form.pdf',
  contentType: 'application/pdf',
  content: pdfDocument([
    ...header('Please deposit my pay into my Qube account as follows.'),
    ...accountLines(account, 660),
    { text: `${form.isEmployer ? 'Employer' : 'Payer'}: ${form.employerName}`, x: 72, y: 560, size: 12 },
    { text: `Deposit: ${depositWording(form)}`, x: 72, y: 540, size: 12, isBold: true },
    { text: `Signature: ${form.signature}`, x: 72, y: 500, size: 12 },
    { text: `Date: ${isoDate(at)}`, x: 72, y: 480, size: 12 },
    { text: EARLY_PAY_PROMISE, x: 72, y: 440, size: 10 },
    { text: 'Give this form to your employer or payroll provider.', x: 72, y: 424, size: 10 },
  ], 'Qube direct deposit form'),
});

/** The blank form (MM-117): the account's numbers filled in, the rest left for the person and their employer. */
export const blankFormPdf = (account: AccountPart): MailAttachment => ({
  filename: 'qube-direct-deposit-blank-form.pdf',
  contentType: 'application/pdf',
  content: pdfDocument([
    ...header('Fill in the lines below and give this form to your employer or payroll provider.'),
    ...accountLines(account, 660),
    { text: 'Employer or payer: ______________________________________', x: 72, y: 560, size: 12 },
    { text: 'Deposit (entire paycheck, a percent, or an amount): ____________________', x: 72, y: 540, size: 12 },
    { text: 'Signature: ______________________________   Date: ______________', x: 72, y: 500, size: 12 },
    { text: EARLY_PAY_PROMISE, x: 72, y: 440, size: 10 },
  ], 'Qube direct deposit blank form'),
});
