import { useState, type FormEvent } from 'react';
import { api, ApiError, firstError, sessionStore, useSession, validateRequired, validateState, validateZipCode, type Me } from '@qube/shared';
import { PlainAlert, PlainButton, PlainCard, PlainField, PlainSkeleton, usePlainForm } from '@qube/shared/ui/plain';
import { ManageAccountDocumentsUpload } from './ManageAccountDocumentsUpload';
import { CARD_GAP, ManageAccountDetails } from './ManageAccountParts';
import { ManageAccountStreetField } from './ManageAccountStreetField';
import { useShellPrimary } from './shellPlain';

/** The address fields of Me (SH-42), as GET and POST users/me/change-address/ carry them. */
export type AddressValues = {
  address_street: string;
  address_apartment_no: string;
  address_city: string;
  address_state: string;
  address_postal_code: string;
};

const ADDRESS_FIELDS = ['address_street', 'address_apartment_no', 'address_city', 'address_state', 'address_postal_code'] as const;
const NOT_SET = 'Not provided';

function addressOf(source: Partial<Record<keyof AddressValues, string | null>> | null | undefined): AddressValues {
  return {
    address_street: source?.address_street ?? '',
    address_apartment_no: source?.address_apartment_no ?? '',
    address_city: source?.address_city ?? '',
    address_state: source?.address_state ?? '',
    address_postal_code: source?.address_postal_code ?? '',
  };
}

/** Address card of /manage-account (SH-41, SH-42): shows the address; Edit opens the form; proof-of-address upload. */
export function ManageAccountAddressCard() {
  const me = useSession((s) => s.me);
  const primary = useShellPrimary();
  const [isEditing, setIsEditing] = useState(false);
  const [initial, setInitial] = useState<AddressValues | null>(null);
  const [saved, setSaved] = useState(false);
  if (!me) return null;

  const addressLine = [me.address_street, me.address_apartment_no].filter(Boolean).join(', ');
  const cityLine = [me.address_city, me.address_state, me.address_postal_code].filter(Boolean).join(' ');

  const startEditing = async () => {
    setSaved(false);
    setInitial(null);
    setIsEditing(true);
    try {
      const { data } = await api.get<Partial<AddressValues>>('users/me/change-address/', undefined, { mute: true });
      setInitial(addressOf({ ...addressOf(me), ...data }));
    } catch {
      // The form still opens with the address the session knows.
      setInitial(addressOf(me));
    }
  };

  return (
    <PlainCard
      title="Address"
      style={CARD_GAP}
      extra={
        !isEditing && (
          <PlainButton color={primary} onClick={() => void startEditing()} aria-label="Edit address">
            Edit
          </PlainButton>
        )
      }
    >
      {saved && <PlainAlert type="success" style={{ marginBottom: 16 }} title="Address saved." />}
      {isEditing ? (
        initial ? (
          <AddressForm
            initial={initial}
            onCancel={() => setIsEditing(false)}
            onSaved={() => {
              setIsEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <PlainSkeleton label="Loading address" widths={[100, 100, 60]} />
        )
      ) : (
        <ManageAccountDetails
          items={[
            { key: 'street', label: 'Street', value: addressLine || NOT_SET },
            { key: 'city', label: 'City, state and zip', value: cityLine || NOT_SET },
          ]}
        />
      )}
      <ManageAccountDocumentsUpload />
    </PlainCard>
  );
}

const required = (value: string) => validateRequired(value);

function AddressForm({ initial, onCancel, onSaved }: { initial: AddressValues; onCancel: () => void; onSaved: () => void }) {
  const primary = useShellPrimary();
  const form = usePlainForm<AddressValues>(initial, {
    rules: {
      address_street: required,
      address_city: required,
      address_state: (v) => firstError(validateRequired, validateState)(v),
      address_postal_code: (v) => firstError(validateRequired, validateZipCode)(v),
    },
  });
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { values, errors } = form;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setIsSaving(true);
    setError(null);
    const body = {
      address_street: values.address_street.trim(),
      address_apartment_no: values.address_apartment_no.trim(),
      address_city: values.address_city.trim(),
      address_state: values.address_state.trim().toUpperCase(),
      address_postal_code: values.address_postal_code.trim(),
    };
    try {
      await api.post('users/me/change-address/', body);
      const { data } = await api.get<Me>('users/me/');
      sessionStore.getState().setMe(data);
      onSaved();
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.body?.fields ?? {}) : {};
      const fieldErrors = Object.fromEntries(ADDRESS_FIELDS.filter((name) => fields[name]).map((name) => [name, fields[name] ?? '']));
      form.setErrors(fieldErrors);
      // A field's message shows under it (the API repeats the first one as fallback_message).
      if (Object.keys(fieldErrors).length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not save your address. Please try again.');
    } finally {
      setIsSaving(false);
    }
  };

  const input = (name: keyof AddressValues) => ({ value: values[name], onChange: (e: { target: { value: string } }) => form.setValue(name, e.target.value) });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} style={{ maxWidth: 520 }}>
      {error && <PlainAlert type="error" style={{ marginBottom: 16 }} title={error} />}
      <PlainField label="Street address" error={errors.address_street}>
        {(control) => (
          <ManageAccountStreetField
            {...control}
            value={values.address_street}
            onChange={(street) => form.setValue('address_street', street)}
            onPick={(a) => form.setValues({ address_city: a.address_city, address_state: a.address_state, address_postal_code: a.address_postal_code })}
          />
        )}
      </PlainField>
      <PlainField label="Apartment or unit (optional)" error={errors.address_apartment_no} inputProps={{ ...input('address_apartment_no'), autoComplete: 'address-line2' }} />
      <PlainField label="City" error={errors.address_city} inputProps={{ ...input('address_city'), autoComplete: 'address-level2' }} />
      <div style={{ display: 'flex', gap: 16 }}>
        <PlainField
          label="State"
          error={errors.address_state}
          style={{ flex: 1 }}
          inputProps={{ ...input('address_state'), autoComplete: 'address-level1', maxLength: 2, placeholder: 'CA', style: { textTransform: 'uppercase' } }}
        />
        <PlainField
          label="Zip code"
          error={errors.address_postal_code}
          style={{ flex: 1 }}
          inputProps={{ ...input('address_postal_code'), autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 }}
        />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <PlainButton variant="primary" color={primary} type="submit" loading={isSaving}>
          Save address
        </PlainButton>
        <PlainButton color={primary} onClick={onCancel}>
          Cancel
        </PlainButton>
      </div>
    </form>
  );
}
