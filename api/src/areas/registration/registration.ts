import type { ApplicationForm, RegisterStep } from '@qube/contract/registration';
import { REGISTER_STEPS } from '@qube/contract/registration';
import type { registrationApplications } from '../../platform/db/schema';
import { InvalidError, ConflictError } from '../../platform/errors';
import { isPaid, storedPaymentOf } from './registrationPayment';
import { checkout, depositCents, promoByCode } from '../plans';

/**
 * The registration application (ON-10, ON-11, ON-19 to ON-21, API-55): its form as stored, the step rules and the
 * answer the browser reads. Steps follow the 13-entry route order (ON-08); `completedStepIndex` is the furthest step the
 * person may open (every step before it is done).
 */

export type ApplicationRow = typeof registrationApplications.$inferSelect;

/** What the form holds (jsonb): everything the person entered except the password and the SSN. */
export type RegistrationFormData = {
  first_name?: string;
  last_name?: string;
  email?: string;
  agree_terms?: boolean;
  agree_privacy?: boolean;
  referral_code?: string | null;
  affiliate_id?: string | null;
  address_street?: string;
  address_apartment_no?: string | null;
  address_city?: string;
  address_state?: string;
  address_postal_code?: string;
  birth_date?: string;
  ssn_last4?: string;
  selected_plan_id?: number;
  billing_frequency?: 'monthly' | 'yearly';
  virtual_card_selected?: boolean;
  debit_card_design?: 'classic' | 'midnight' | 'aurora' | null;
  expedite_card?: boolean;
  initial_deposit_amount?: string;
  discount_code?: string | null;
  prove?: boolean;
  prove_error?: string | null;
  device_risk_session_id?: string;
  ip_address?: string;
  source_of_income?: string;
  annual_income?: string;
  work_description?: string;
  qube_discovery_method?: string;
};

export const stepIndex = (step: RegisterStep): number => REGISTER_STEPS.indexOf(step);

export const MESSAGES = {
  noApplication: 'We could not find your registration. Please start again.',
  earlierSteps: 'Please finish the earlier steps first.',
  identityLocked: 'Your identity has been verified: these details can no longer be changed.',
  closed: 'This registration can no longer be changed.',
  reused: "We can't open a new account with this phone number or e-mail address. If you already have a Qube account, sign in or reset your password.",
  terms: 'Please accept the Terms and Conditions and the Privacy Policy.',
  birthDate: 'Please enter a valid birth date',
  tooYoung: 'You must be at least 18 years old to open an account.',
  plan: 'Please choose a plan.',
  design: 'Please choose a card design.',
  deposit: 'The initial deposit must be between $0.00 and $10,000.00.',
  discount: 'This discount code is not valid.',
  password: 'We could not read your password. Please enter it again.',
  payment: 'Please enter your payment details first.',
  prove: 'Please complete the identity check first.',
} as const;

/** The form's computed amounts (ON-20, ON-21), from the stored choices. */
export const checkoutOf = (form: RegistrationFormData, today: Date) =>
  checkout({
    planId: form.selected_plan_id ?? null,
    billingFrequency: form.billing_frequency ?? 'monthly',
    isVirtualOnly: form.virtual_card_selected ?? true,
    cardDesign: form.debit_card_design ?? null,
    expedite: form.expedite_card ?? false,
    depositCents: depositCents(form.initial_deposit_amount),
    promo: promoByCode(form.discount_code),
    isReferral: Boolean(form.referral_code || form.affiliate_id),
    today,
  });

/** The step to show for an index (ON-11: payment only when something is due at checkout). */
export const currentStepOf = (index: number, totalCheckoutFees: string | null): RegisterStep => {
  const step = REGISTER_STEPS[Math.min(Math.max(index, 0), REGISTER_STEPS.length - 1)] ?? 'start';
  if (step === 'payment' && totalCheckoutFees === null) return 'user-identity-info';
  return step;
};

/** The furthest step reached: payment counts as done when nothing is due at checkout (ON-11). */
export const reachedIndex = (row: ApplicationRow, today: Date): number => {
  const isPaymentDue = checkoutOf(row.form as RegistrationFormData, today).totalCheckoutFees !== null;
  return row.completedStepIndex === stepIndex('payment') && !isPaymentDue ? stepIndex('user-identity-info') : row.completedStepIndex;
};

/** The application as the browser reads it: never the password, the SSN or the card. */
export const applicationView = (row: ApplicationRow, today: Date): ApplicationForm => {
  const form = row.form as RegistrationFormData;
  const totals = checkoutOf(form, today);
  const promo = promoByCode(form.discount_code);
  const reached = reachedIndex(row, today);
  return {
    id: row.id,
    current_step: currentStepOf(reached, totals.totalCheckoutFees),
    completed_step_index: reached,
    status: row.status as ApplicationForm['status'],
    first_name: form.first_name ?? '',
    last_name: form.last_name ?? '',
    email: form.email ?? '',
    phone: row.phoneNumber,
    address_street: form.address_street ?? null,
    address_apartment_no: form.address_apartment_no ?? null,
    address_city: form.address_city ?? null,
    address_state: form.address_state ?? null,
    address_postal_code: form.address_postal_code ?? null,
    birth_date: form.birth_date ?? null,
    ssn_last4: form.ssn_last4 ?? null,
    has_password: row.passwordHash !== null,
    selected_plan_id: totals.plan?.id ?? null,
    plan_name: totals.plan?.planName ?? null,
    billing_frequency: form.billing_frequency ?? 'monthly',
    virtual_card_selected: form.virtual_card_selected ?? true,
    debit_card_design: form.virtual_card_selected === false ? (form.debit_card_design ?? 'classic') : null,
    debit_card_design_fee: totals.designFee,
    expedite_card: form.expedite_card ?? false,
    initial_activation_fee: totals.activationFee,
    initial_physical_card_fee: totals.physicalCardFee,
    shipping_fee: totals.shippingFee,
    initial_deposit_amount: totals.deposit,
    monthly_fee: totals.monthlyFee,
    total_checkout_fees: totals.totalCheckoutFees,
    hypothetical_next_charge_date: totals.nextChargeDate,
    free_days: totals.freeDays,
    isPromoCodeApplied: promo !== null,
    discountCode: promo?.code ?? null,
    promo: promo ? promoView(promo.code, form, today) : null,
    referral_code: form.referral_code ?? null,
    affiliate_id: form.affiliate_id ?? null,
    prove: form.prove === true,
    prove_error: form.prove_error ?? null,
    has_payment: isPaid(storedPaymentOf(row.payment)),
    source_of_income: form.source_of_income ?? null,
    annual_income: form.annual_income ?? null,
    work_description: form.work_description ?? null,
    qube_discovery_method: form.qube_discovery_method ?? null,
  };
};

/** The promo fields (ON-21) a code gives this form: what the summary would show with it applied. */
export const promoView = (code: string, form: RegistrationFormData, today: Date) => {
  const promo = promoByCode(code);
  if (!promo) throw new InvalidError(MESSAGES.discount, 'invalid_discount_code', { discount_code: MESSAGES.discount });
  const totals = checkoutOf({ ...form, discount_code: promo.code }, today);
  return {
    discount_code: promo.code,
    description: promo.description,
    special_fee: null,
    customer_payout: null,
    initial_program_cost: totals.totalCheckoutFees,
    plan_name: totals.plan?.planName ?? null,
    monthly_fee: totals.monthlyFee,
    charge_date: totals.nextChargeDate ?? isoDay(today),
    billing_frequency: form.billing_frequency ?? 'monthly',
    total_checkout_fees: totals.totalCheckoutFees,
  };
};

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The one rule of every step save: the application is open and the person has reached this step. */
export const assertCanSave = (row: ApplicationRow, step: RegisterStep, today: Date) => {
  if (row.status !== 'open') throw new ConflictError(MESSAGES.closed, 'application_closed');
  if (reachedIndex(row, today) < stepIndex(step)) throw new ConflictError(MESSAGES.earlierSteps, 'step_not_reached');
  const form = row.form as RegistrationFormData;
  if (form.prove === true && (step === 'delivery' || step === 'identity')) throw new ConflictError(MESSAGES.identityLocked, 'identity_locked');
};

/**
 * The index after saving `step`: at least the next step; cards without a physical card skip shipping. A change of the
 * options after the summary sends the person back to the summary (its totals changed); the identity check is not
 * repeated (processing is passed once `prove` is true).
 */
export const indexAfter = (row: ApplicationRow, step: RegisterStep, form: RegistrationFormData): number => {
  let next = stepIndex(step) + 1;
  if (step === 'cards' && form.virtual_card_selected !== false) next = stepIndex('deposit');
  // A physical card chosen after a virtual one: shipping was skipped, so it comes next.
  if (step === 'cards' && form.virtual_card_selected === false && form.expedite_card === undefined) return stepIndex('shipping-options');
  if (step === 'plan-details' && form.prove === true) next = stepIndex('payment');
  const isOption = ['plans', 'cards', 'shipping-options', 'deposit'].includes(step);
  if (isOption && row.completedStepIndex > stepIndex('plan-details')) return stepIndex('plan-details');
  return Math.max(row.completedStepIndex, next);
};

/**
 * What is wrong with a birth date, if anything: not a real day (YYYY-MM-DD, from 1900, not after `today`) or fewer
 * than `minimumAge` years before `today`. The one rule of registration (18) and authorized users (13).
 */
export const birthDateFault = (value: string, today: Date, minimumAge: number): 'not_a_date' | 'too_young' | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return 'not_a_date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || year < 1900 || date > today) return 'not_a_date';
  return new Date(year + minimumAge, month - 1, day) > today ? 'too_young' : null;
};

/** An adult born on a real day (YYYY-MM-DD), at least 18 on `today`. */
export const birthDateProblem = (value: string, today: Date): string | null => {
  const fault = birthDateFault(value, today, 18);
  return fault === 'not_a_date' ? MESSAGES.birthDate : fault === 'too_young' ? MESSAGES.tooYoung : null;
};

