import type { AddressSuggestion } from '@qube/contract/address';

/** One suggested address (contract/src/address.ts), for apps that do not import the contract themselves. @public */
export type { AddressSuggestion };

/** Waited after the last keystroke before asking the address lookup (one lookup per pause, not per key). @public */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 250;

/**
 * The shortest prefix the API looks up: contract/src/address.ts ADDRESS_PREFIX_MIN, restated because that module
 * builds TypeBox schemas at run time and the plain kit must stay small. @public
 */
export const ADDRESS_LOOKUP_MIN_PREFIX = 3;

/** How a suggestion reads in the list: the whole address on one line. @public */
export const addressLabel = (a: AddressSuggestion): string => `${a.address_street}, ${a.address_city}, ${a.address_state} ${a.address_postal_code}`;
