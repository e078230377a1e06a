import type { ApplicationForm, RegisterStep } from '@qube/contract/registration';

/** The register steps in the order of the 13-entry route table (ON-08); `REGISTER_STEPS` of the contract, copied as data. */
export const STEP_ORDER: readonly RegisterStep[] = [
  'start', 'phone', 'delivery', 'identity', 'password', 'plans', 'cards', 'shipping-options', 'deposit', 'plan-details', 'processing', 'payment', 'user-identity-info',
];

/** The onboarding header's steps (ON-04). */
export const HEADER_STEPS = ['Your Info', 'Options', 'Summary'] as const;

/** Which header step a page belongs to. */
export function headerStepOf(step: RegisterStep): number {
  const index = STEP_ORDER.indexOf(step);
  if (index <= STEP_ORDER.indexOf('password')) return 0;
  if (index <= STEP_ORDER.indexOf('deposit')) return 1;
  return 2;
}

export const pathOf = (step: RegisterStep) => `/register/${step}`;

/**
 * Where a page must send the person instead (ON-10, ON-11), or null to show it: a page beyond the furthest step reached
 * goes to the step to continue at; without an application every page after the phone goes to the start.
 */
export function redirectFor(step: RegisterStep, form: ApplicationForm | null): string | null {
  const index = STEP_ORDER.indexOf(step);
  if (!form) return index > STEP_ORDER.indexOf('phone') ? pathOf('start') : null;
  if (form.status === 'not_eligible') return '/register/prove/non-eligible';
  if (index > form.completed_step_index) return pathOf(form.current_step);
  // ON-11: no payment page when nothing is due at checkout.
  if (step === 'payment' && form.total_checkout_fees === null) return pathOf('user-identity-info');
  return null;
}
