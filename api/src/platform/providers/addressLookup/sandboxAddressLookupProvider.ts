import type { AddressLookupProvider } from './addressLookupProvider';
import { matchSandboxAddresses } from './sandboxAddresses';

/** The sandbox provider: answers from its own generated address book, with no network (api/README.md). */
export const sandboxAddressLookupProvider: AddressLookupProvider = {
  id: 'sandbox',
  suggest: async (prefix, limit) => matchSandboxAddresses(prefix, limit),
};
