import { createStore } from 'zustand/vanilla';
import { bus, sessionStore, signInWithLoginLink } from '@qube/shared';
import { askToSwitchAccount } from '@qube/shared/switch-account';

/** What a sign-in link that did not work says: on the sign-in page, or as a toast to someone still signed in. */
export const loginLinkNotice = createStore<{ message: string | null }>()(() => ({ message: null }));

/**
 * Spends a sign-in link's code once the session of this browser is resumed (SH-19): the person signed in
 * is asked before the link's person replaces them (`askToSwitchAccount`); a code of the same person is just
 * spent. A failure is kept in `loginLinkNotice`.
 */
export async function signInWithLoginCode(code: string): Promise<void> {
  const message = await signInWithLoginLink(code, askToSwitchAccount);
  if (message) loginLinkNotice.setState({ message });
}

/** Called once the toasts listen: someone still signed in hears of a failed link as a toast. */
export function toastLoginLinkNotice(): void {
  const { message } = loginLinkNotice.getState();
  if (!message || !sessionStore.getState().isLoggedIn) return;
  loginLinkNotice.setState({ message: null });
  bus.emit('toast:show', { type: 'error', message });
}
