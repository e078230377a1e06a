import { Form, Input, type FormInstance } from 'antd';
import { toAntdRule, validateRequired, validateState, validateZipCode } from '@qube/shared';
import type { RegistrationAddressInput } from '@qube/contract/registration';
import { AddressAutocomplete, type AddressSuggestion } from '@qube/shared/ui/AddressAutocomplete';

/** An address as its form holds it (every field a string; the apartment may be empty). */
export type AddressValues = { address_street: string; address_apartment_no: string; address_city: string; address_state: string; address_postal_code: string };

type Props = {
  /** The form the fields belong to: picking a suggestion fills its city, state and zip. */
  form: FormInstance<AddressValues>;
  /** The address-lookup call of the app (registration's or the authorized user's). */
  lookup: (prefix: string) => Promise<AddressSuggestion[]>;
};

/**
 * Street (with suggestions, ON-17), apartment, city, state and zip with registration's rules (SD-14, SD-18), for the
 * registration home address and an authorized user's mailing address.
 */
export function AddressFields({ form, lookup }: Props) {
  return (
    <>
      <Form.Item name="address_street" label="Street Address" rules={[toAntdRule(validateRequired)]}>
        <AddressAutocomplete
          lookup={lookup}
          onPick={(a) => form.setFieldsValue({ address_city: a.address_city, address_state: a.address_state, address_postal_code: a.address_postal_code })}
        />
      </Form.Item>
      <Form.Item name="address_apartment_no" label="Apartment (optional)">
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Form.Item name="address_city" label="City" rules={[toAntdRule(validateRequired)]}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Form.Item name="address_state" label="State" rules={[toAntdRule(validateRequired), toAntdRule(validateState)]}>
        <Input autoComplete="address-level1" maxLength={2} placeholder="TX" />
      </Form.Item>
      <Form.Item name="address_postal_code" label="Zip Code" rules={[toAntdRule(validateRequired), toAntdRule(validateZipCode)]}>
        <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} />
      </Form.Item>
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
