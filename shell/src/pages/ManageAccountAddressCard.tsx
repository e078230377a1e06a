import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Spin } from 'antd';
import { AddressAutocomplete, type AddressSuggestion } from '@qube/shared/ui/AddressAutocomplete';
import { api, ApiError, firstError, sessionStore, toAntdRule, useSession, validateRequired, validateState, validateZipCode, type Me } from '@qube/shared';
import { ManageAccountDocumentsUpload } from './ManageAccountDocumentsUpload';

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

/** ON-17: the address-lookup provider's suggestions for what was typed (muted: no suggestions is not an error). */
const lookupAddress = async (address_prefix: string) =>
  (await api.post<{ results: AddressSuggestion[] }>('address/autocomplete/', { address_prefix }, { mute: true })).data.results;

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
    <Card
      title="Address"
      style={{ marginBottom: 16 }}
      extra={
        !isEditing && (
          <Button onClick={() => void startEditing()} aria-label="Edit address">
            Edit
          </Button>
        )
      }
    >
      {saved && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title="Address saved." />}
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
          <Spin aria-label="Loading address" />
        )
      ) : (
        <Descriptions
          column={1}
          items={[
            { key: 'street', label: 'Street', children: addressLine || NOT_SET },
            { key: 'city', label: 'City, state and zip', children: cityLine || NOT_SET },
          ]}
        />
      )}
      <ManageAccountDocumentsUpload />
    </Card>
  );
}

function AddressForm({ initial, onCancel, onSaved }: { initial: AddressValues; onCancel: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<AddressValues>();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onFinish = async (values: AddressValues) => {
    setIsSaving(true);
    setError(null);
    const body = {
      address_street: values.address_street.trim(),
      address_apartment_no: values.address_apartment_no?.trim() ?? '',
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
      const fieldErrors = ADDRESS_FIELDS.filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name] ?? ''] }));
      form.setFields(fieldErrors);
      // A field's message shows under it (the API repeats the first one as fallback_message).
      if (fieldErrors.length === 0) setError((caught instanceof ApiError && caught.fallbackMessage) || 'We could not save your address. Please try again.');
    } finally {
      setIsSaving(false);
    }
  };

  const required = toAntdRule(validateRequired);
  return (
    <Form<AddressValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={onFinish} style={{ maxWidth: 520 }}>
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
      <Form.Item label="Street address" name="address_street" rules={[required]}>
        <AddressAutocomplete
          autoFocus
          lookup={lookupAddress}
          onPick={(a) => form.setFieldsValue({ address_city: a.address_city, address_state: a.address_state, address_postal_code: a.address_postal_code })}
        />
      </Form.Item>
      <Form.Item label="Apartment or unit (optional)" name="address_apartment_no">
        <Input autoComplete="address-line2" />
      </Form.Item>
      <Form.Item label="City" name="address_city" rules={[required]}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16 }}>
        <Form.Item label="State" name="address_state" rules={[toAntdRule(firstError(validateRequired, validateState))]} style={{ flex: 1 }}>
          <Input autoComplete="address-level1" maxLength={2} placeholder="CA" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item label="Zip code" name="address_postal_code" rules={[toAntdRule(firstError(validateRequired, validateZipCode))]} style={{ flex: 1 }}>
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          Save address
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </Form>
  );
}
