import { chosenProvider } from '../providerChoice';
import type { AddressLookupProvider } from './addressLookupProvider';
import { sandboxAddressLookupProvider } from './sandboxAddressLookupProvider';
import type { QubeEnv } from '../../env';

/** The providers this build has, by id. A real provider is one more entry, its key read from the environment. */
const PROVIDERS: Readonly<Record<string, AddressLookupProvider>> = { sandbox: sandboxAddressLookupProvider };

/**
 * The provider named by QUBE_ADDRESS_PROVIDER. Development and tests use the sandbox by default; production has none
 * unless one is named (the sandbox's made-up addresses must not be offered to real customers): the endpoint then answers
 * no suggestions, and the forms still work by typing.
 */
export const selectAddressLookupProvider = (env: QubeEnv, processEnv: NodeJS.ProcessEnv): AddressLookupProvider | null => {
  const name = chosenProvider('address', env, processEnv);
  return name === null ? null : (PROVIDERS[name] ?? null);
};
