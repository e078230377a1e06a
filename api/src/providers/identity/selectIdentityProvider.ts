import type { QubeEnv } from '../../routes/types';
import type { IdentityProvider } from './identityProvider';
import { sandboxIdentityProvider } from './sandboxIdentityProvider';

/**
 * The provider named by QUBE_IDENTITY_PROVIDER ('sandbox' is the only one today). Development and tests use the sandbox
 * by default; production gets none unless it is named (a sandbox passes everyone), and the prove routes then answer 503.
 * A real provider is one more branch here with its credentials from the environment; routes and screens stay as they are.
 */
export const selectIdentityProvider = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): IdentityProvider | null => {
  const name = processEnv.QUBE_IDENTITY_PROVIDER ?? (env === 'production' ? undefined : 'sandbox');
  if (name === undefined) return null;
  if (name === 'sandbox') return sandboxIdentityProvider();
  throw new Error(`Unknown identity provider '${name}' (QUBE_IDENTITY_PROVIDER)`);
};
