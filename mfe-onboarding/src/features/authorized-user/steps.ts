import type { AuthorizedUserApplication, AuthorizedUserStep } from '@qube/contract/authorizedUsers';

/** The steps in order: the contract's `AUTHORIZED_USER_STEPS`, copied as data (the browser imports the contract's types only). */
export const AUTHORIZED_USER_STEPS: readonly AuthorizedUserStep[] = [
  'first-name-last-name-email', 'birth-date', 'phone-numbers', 'phone-numbers-verify', 'passcode', 'debit-card-selection', 'confirm-mailing-address', 'summary',
];

/** Where the authorized-user pages live: the link's landing and one page per step (ON-72). */
export const AUTHORIZED_USER_ROOT = '/register/authorized-user';

/** The page of a step: the API's step name, the code check under the phone's page as in the API. */
export const pathOf = (step: AuthorizedUserStep) =>
  `${AUTHORIZED_USER_ROOT}/${step === 'phone-numbers-verify' ? 'phone-numbers/verify' : step}`;

/** The registration header's steps (ON-04): 'Your Info' up to the password, 'Options' card and address, 'Summary'. */
export function headerStepOf(step: AuthorizedUserStep): number {
  const index = AUTHORIZED_USER_STEPS.indexOf(step);
  if (index <= AUTHORIZED_USER_STEPS.indexOf('passcode')) return 0;
  if (index <= AUTHORIZED_USER_STEPS.indexOf('confirm-mailing-address')) return 1;
  return 2;
}

/** Where a page must send the person instead, or null to show it: a step beyond the completed one goes back to it. */
export function redirectFor(step: AuthorizedUserStep, application: AuthorizedUserApplication | null): string | null {
  if (!application) return AUTHORIZED_USER_ROOT;
  return AUTHORIZED_USER_STEPS.indexOf(step) > application.completed_step_index ? pathOf(application.current_step) : null;
}
