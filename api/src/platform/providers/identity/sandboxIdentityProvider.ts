import type { IdentityOutcome, IdentityProvider, IdentitySubject } from './identityProvider';

/**
 * The documented test identities of the sandbox (api/README.md "Registration sandbox"): the SSN decides. Any other valid
 * SSN passes, so a person trying the site by hand gets through with any made-up number.
 */
export const SANDBOX_IDENTITIES = {
  /** Passes (so does any SSN not listed here). */
  verified: '123-45-6789',
  /** Refused as not eligible: the API answers 400 and the browser goes to /register/prove/non-eligible. */
  notEligible: '000-00-0400',
  /** The provider fails: the API answers 502 and the browser goes to /register/begin?prove=false. */
  failure: '000-00-0500',
} as const;

const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

const verdict = (subject: IdentitySubject): IdentityOutcome => {
  const ssn = digits(subject.ssn);
  if (ssn === digits(SANDBOX_IDENTITIES.notEligible)) return { outcome: 'not_eligible', reason: 'The identity does not meet the eligibility rules.' };
  if (ssn === digits(SANDBOX_IDENTITIES.failure)) return { outcome: 'failed', reason: 'The identity provider could not complete the check.' };
  if (ssn.length !== 9) return { outcome: 'failed', reason: 'The identity provider received no SSN.' };
  return { outcome: 'verified' };
};

/**
 * Behaves like a redirect provider: its "hosted page" is our own stand-in, /register/prove/sandbox in the onboarding
 * area, which shows what a provider's page would and returns the browser to the final target with `vfp`.
 */
export const sandboxIdentityProvider = (pagePath = '/register/prove/sandbox'): IdentityProvider => ({
  name: 'sandbox',
  redirectTarget: ({ sessionToken, finalTargetUrl }) =>
    `${pagePath}?${new URLSearchParams({ vfp: sessionToken, final_target_url: finalTargetUrl }).toString()}`,
  finish: async ({ subject }) => verdict(subject),
});
