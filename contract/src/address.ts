import { Type, type Static } from 'typebox';

/**
 * Address autocomplete (ON-17): registration's address step and the change-address card of /manage-account post what
 * the person typed as `address_prefix` and offer the addresses it begins. Public (registration has no session), rate
 * limited per address. docs/adr/0048-address-autocomplete.md (address autocomplete).
 */

/** The shortest prefix worth a lookup: fewer characters match too much to help. */
export const ADDRESS_PREFIX_MIN = 3;
export const ADDRESS_PREFIX_MAX = 100;
/** At most this many suggestions are answered. */
export const ADDRESS_SUGGESTIONS_MAX = 5;

/** POST address/autocomplete/. */
export const AddressAutocompleteInput = Type.Object({
  address_prefix: Type.String({ maxLength: ADDRESS_PREFIX_MAX, description: `What the person typed (at least ${ADDRESS_PREFIX_MIN} characters)` }),
}, { additionalProperties: false });
export type AddressAutocompleteInput = Static<typeof AddressAutocompleteInput>;

/** One suggested address, in the field names of the address forms. */
export const AddressSuggestion = Type.Object({
  address_street: Type.String(),
  address_city: Type.String(),
  address_state: Type.String({ description: 'Two letters' }),
  address_postal_code: Type.String({ description: 'Five digits' }),
});
export type AddressSuggestion = Static<typeof AddressSuggestion>;

export const AddressSuggestions = Type.Object({ results: Type.Array(AddressSuggestion, { maxItems: ADDRESS_SUGGESTIONS_MAX }) });
export type AddressSuggestions = Static<typeof AddressSuggestions>;
