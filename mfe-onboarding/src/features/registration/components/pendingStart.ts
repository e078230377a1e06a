import type { RegistrationStartInput } from '@qube/contract/registration';

/**
 * The start form between "code sent" and "code checked" (before that, the API has no application to keep it in). Kept
 * for this tab only; the phone page needs it to show the number and to resend.
 */
const KEY = 'qube:registration-start';

export function savePendingStart(form: RegistrationStartInput): void {
  sessionStorage.setItem(KEY, JSON.stringify(form));
}

export function readPendingStart(): RegistrationStartInput | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RegistrationStartInput) : null;
  } catch {
    return null;
  }
}

export function clearPendingStart(): void {
  sessionStorage.removeItem(KEY);
}
