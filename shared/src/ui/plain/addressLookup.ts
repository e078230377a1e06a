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

/** What the street field says when the API gives no sentence of its own for the missing provider. */
const ADDRESS_LOOKUP_UNAVAILABLE = 'Address suggestions are not available right now. Please type your address.';

/**
 * The sentence to show when the lookup failed because the API has no address-lookup provider (its 503
 * 'provider_unavailable' with a fallback_message, issue 22 §1), else null: any other failure just offers nothing. Read
 * from the error's shape (the shared API client's ApiError: `status` and `body`) so the plain kit needs no API client.
 */
export const lookupUnavailableMessage = (error: unknown): string | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: { code?: unknown; fallback_message?: unknown } | null };
  if (status !== 503 || body?.code !== 'provider_unavailable') return null;
  return typeof body.fallback_message === 'string' && body.fallback_message ? body.fallback_message : ADDRESS_LOOKUP_UNAVAILABLE;
};
