import type { SignInChallenge } from '@qube/contract/auth';
import { createStore } from 'zustand/vanilla';

/**
 * @public The challenge the API asked the next sign-in to solve (429 `challenge_required`, issue 22 §6), or null. Set by
 * `signIn`, read by the sign-in forms (the shell's and a standalone page's), which show the check while it is set.
 */
export const signInChallenge = createStore<{ challenge: SignInChallenge | null }>()(() => ({ challenge: null }));
