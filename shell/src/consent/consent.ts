import { createStore } from 'zustand/vanilla';
import { readCookie, writeCookie } from '@qube/shared';

/** Cookie-consent categories (SH-68): necessary is always on. */
export type Consent = { necessary: true; analytics: boolean; ads: boolean };
export const CONSENT_COOKIE = 'qube_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function parseConsent(raw: string | null): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent>;
    return { necessary: true, analytics: value.analytics === true, ads: value.ads === true };
  } catch {
    return null;
  }
}

type ConsentState = {
  /** Null until the visitor has chosen: nothing is tracked until then (SH-69). */
  consent: Consent | null;
  isSettingsOpen: boolean;
  choose(choice: { analytics: boolean; ads: boolean }): void;
  openSettings(): void;
  closeSettings(): void;
};

export const consentStore = createStore<ConsentState>()((set) => ({
  consent: parseConsent(readCookie(CONSENT_COOKIE)),
  isSettingsOpen: false,
  choose({ analytics, ads }) {
    const consent: Consent = { necessary: true, analytics, ads };
    // Remembered across visits; logout keeps it (it is the visitor's choice, not the session's).
    writeCookie(CONSENT_COOKIE, JSON.stringify(consent), ONE_YEAR_SECONDS);
    set({ consent, isSettingsOpen: false });
  },
  openSettings: () => set({ isSettingsOpen: true }),
  closeSettings: () => set({ isSettingsOpen: false }),
}));

/** index.html's static banner records here the button clicked before the shell's code ran. */
type EarlyConsentWindow = { qubeEarlyConsent?: string };

/**
 * Applies a choice made on the static banner of index.html (painted before any script, for a fast
 * first paint) before React replaced it, so the visitor's click counts as if made on CookieConsent.
 */
export function applyEarlyConsentChoice(win: EarlyConsentWindow = window as unknown as EarlyConsentWindow): void {
  const choice = win.qubeEarlyConsent;
  win.qubeEarlyConsent = undefined;
  const { consent, choose, openSettings } = consentStore.getState();
  if (!choice || consent) return;
  if (choice === 'all') choose({ analytics: true, ads: true });
  else if (choice === 'necessary') choose({ analytics: false, ads: false });
  // 'Customize' opens the same choices the React banner shows after its Customize button.
  else if (choice === 'customize') openSettings();
}
