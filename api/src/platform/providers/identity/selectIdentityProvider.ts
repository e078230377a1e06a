import { chosenProvider } from '../providerChoice';
import type { IdentityProvider } from './identityProvider';
import { sandboxIdentityProvider } from './sandboxIdentityProvider';
import type { QubeEnv } from '../../env';

/**
 * The provider named by QUBE_IDENTITY_PROVIDER ('sandbox' is the only one today). Development and tests use the sandbox
 * by default; production gets none unless it is named (a sandbox passes everyone), and the prove routes then answer 503.
 * A real provider is one more branch here with its credentials from the environment; routes and screens stay as they are.
 */
export const selectIdentityProvider = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): IdentityProvider | null => {
  const name = chosenProvider('identity', env, processEnv);
  return name === null ? null : sandboxIdentityProvider();
};
