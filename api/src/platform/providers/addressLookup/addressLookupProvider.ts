/** One suggested address, in the field names of the address forms (Me and the registration application). */
export type AddressSuggestion = {
  address_street: string;
  address_city: string;
  address_state: string;
  address_postal_code: string;
};

/**
 * An address-autocomplete provider (ON-17: "a third-party address autocomplete service posted with address_prefix").
 * Only the sandbox exists here; a real provider implements this type and is chosen by configuration
 * (selectAddressLookupProvider.ts), so the route and the screens do not change.
 */
export type AddressLookupProvider = {
  id: string;
  /** Up to `limit` addresses that begin with what the person typed (house number and street, or the street). */
  suggest: (prefix: string, limit: number) => Promise<AddressSuggestion[]>;
};
