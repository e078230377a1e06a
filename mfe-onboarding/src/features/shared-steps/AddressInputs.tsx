import { firstError, validateRequired, validateState, validateZipCode } from '@qube/shared';
import { PlainField, PlainStreetCombobox, type AddressSuggestion, type PlainForm, type PlainRule } from '@qube/shared/ui/plain';
import type { RegistrationAddressInput } from '@qube/contract/registration';
import { bindInput } from './bindInput';

/** An address as its form holds it (every field a string; the apartment may be empty). */
export type AddressValues = { address_street: string; address_apartment_no: string; address_city: string; address_state: string; address_postal_code: string };

type AddressRules<V> = { [K in keyof AddressValues]?: PlainRule<V> };

/** Registration's address rules (SD-14, SD-18): street, city, state (2 letters) and zip (5 digits) required. */
export function addressRules<V extends AddressValues>(): AddressRules<V> {
  return {
    address_street: validateRequired,
    address_city: validateRequired,
    address_state: firstError(validateRequired, validateState),
    address_postal_code: firstError(validateRequired, validateZipCode),
  };
}

type Props<V extends AddressValues> = {
  form: PlainForm<V>;
  /** The address-lookup call of the app (registration's or the authorized user's). */
  lookup: (prefix: string) => Promise<AddressSuggestion[]>;
};

/**
 * Street (with suggestions, ON-17), apartment, city, state and zip in plain markup, for the registration home address
 * and an authorized user's mailing address: picking a suggestion fills city, state and zip (the values set are checked
 * on the next change or on Continue, as antd's setFieldsValue).
 */
export function AddressInputs<V extends AddressValues>({ form, lookup }: Props<V>) {
  return (
    <>
      <PlainField label="Street Address" error={form.errors.address_street}>
        {(control) => (
          <PlainStreetCombobox
            {...control}
            value={form.values.address_street}
            onChange={(street) => form.setValue('address_street', street)}
            onPick={(a) => form.setValues({ address_city: a.address_city, address_state: a.address_state, address_postal_code: a.address_postal_code } as Partial<V>)}
            lookup={lookup}
          />
        )}
      </PlainField>
      <PlainField label="Apartment (optional)" error={form.errors.address_apartment_no} inputProps={{ ...bindInput(form, 'address_apartment_no'), autoComplete: 'address-line2' }} />
      <PlainField label="City" error={form.errors.address_city} inputProps={{ ...bindInput(form, 'address_city'), autoComplete: 'address-level2' }} />
      <PlainField label="State" error={form.errors.address_state} inputProps={{ ...bindInput(form, 'address_state'), autoComplete: 'address-level1', maxLength: 2, placeholder: 'TX' }} />
      <PlainField
        label="Zip Code"
        error={form.errors.address_postal_code}
        inputProps={{ ...bindInput(form, 'address_postal_code'), autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 }}
      />
    </>
  );
}

type SavedAddress = { [K in keyof AddressValues]?: string | null };

/** The form's starting values from a saved address (a missing field starts empty). */
export const addressValuesOf = (saved: SavedAddress | null | undefined): AddressValues => ({
  address_street: saved?.address_street ?? '',
  address_apartment_no: saved?.address_apartment_no ?? '',
  address_city: saved?.address_city ?? '',
  address_state: saved?.address_state ?? '',
  address_postal_code: saved?.address_postal_code ?? '',
});

/** The body both address calls take: an empty apartment is sent as null. */
export const addressBodyOf = (values: AddressValues): RegistrationAddressInput => ({ ...values, address_apartment_no: values.address_apartment_no?.trim() || null });
