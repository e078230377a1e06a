/**
 * The identity check (ON-29 to ON-31, API-56) as an interface: a provider that verifies a person by sending their
 * browser to its own page and back to our /register/prove/finish/ (the "authenticate by redirect" pattern). The
 * sandbox (sandboxIdentityProvider.ts) is the only implementation today; a real one replaces it in selectIdentityProvider.ts.
 */

/** What we know about the person at the time of the check. */
export type IdentitySubject = {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  ssn: string | null;
  phoneNumber: string;
  postalCode: string | null;
};

/** The provider's verdict: verified, not eligible (answered as 400 → /register/prove/non-eligible), or failed (any other). */
export type IdentityOutcome =
  | { outcome: 'verified' }
  | { outcome: 'not_eligible'; reason: string }
  | { outcome: 'failed'; reason: string };

export type IdentityProvider = {
  /** Stored with each check, so a result is always read back from the provider that started it. */
  name: string;
  /**
   * Starts a check: where to send the browser. `sessionToken` is the one-time value the provider appends to the return
   * address (`vfp`); `finalTargetUrl` is our validated return address.
   */
  redirectTarget: (input: { sessionToken: string; finalTargetUrl: string }) => string;
  /** Finishes a check the browser came back from: the provider's verdict on this person. */
  finish: (input: { sessionToken: string; subject: IdentitySubject }) => Promise<IdentityOutcome>;
};
