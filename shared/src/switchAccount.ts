// `@qube/shared/switch-account`: a subpath entry, not part of the federation singleton
// (docs/adr/0014-shared-subpath-entries.md). The question is asked only when a sign-in link is for someone else than
// the person signed in (SH-19), so the dialog's code is fetched then, not with every page.
import type { Me } from './domain/types';

/**
 * @public Asks whether to switch to a sign-in link's person (SH-19) and resolves with the choice (true: switch);
 * the dialog (`session/SwitchAccountDialog`, stateless) loads on the first call.
 */
export async function askToSwitchAccount(signedInAs: Pick<Me, 'first_name'>, host?: HTMLElement): Promise<boolean> {
  const dialog = await import('./session/SwitchAccountDialog');
  return dialog.askToSwitchAccount(signedInAs, host);
}
