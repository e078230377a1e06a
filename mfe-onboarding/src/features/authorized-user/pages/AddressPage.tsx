import { useEffect, useState } from 'react';
import { Button, Form, Input, Spin } from 'antd';
import { toAntdRule, validateRequired, validateState, validateZipCode } from '@qube/shared';
import type { AuthorizedUserAddress } from '@qube/contract/authorizedUsers';
import { AddressAutocomplete } from '@qube/shared/ui/AddressAutocomplete';
import { messageOf } from '../../registration/components/useStepSubmit';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';
import { AUTHORIZED_USER_STEPS } from '../steps';

type Values = { address_street: string; address_apartment_no: string; address_city: string; address_state: string; address_postal_code: string };

/** /register/authorized-user/confirm-mailing-address: the owner's address offered (GET), confirmed or changed (POST). */
export function AddressPage() {
  const [form] = Form.useForm<Values>();
  const { application } = useAuthorizedUser();
  const { run, isBusy, error, setError } = useAuthorizedUserSubmit(form);
  const [offered, setOffered] = useState<AuthorizedUserAddress | null>(null);
  const isReached = application !== null && application.completed_step_index >= AUTHORIZED_USER_STEPS.indexOf('confirm-mailing-address');
  useEffect(() => {
    if (!isReached) return undefined;
    let isCurrent = true;
    authorizedUserApi.address()
      .then((a) => isCurrent && setOffered(a))
      .catch((caught: unknown) => isCurrent && setError(messageOf(caught)));
    return () => {
      isCurrent = false;
    };
  }, [isReached, setError]);
  const onFinish = (v: Values) => run(() => authorizedUserApi.confirmAddress({ ...v, address_apartment_no: v.address_apartment_no?.trim() || null }));
  const intro = offered?.source === 'owner' ? 'This is the account owner\'s address. Confirm it, or change it to where you live.' : 'Where your card and mail should go.';
  return (
    <AuthorizedUserStepPage step="confirm-mailing-address" title="Confirm your mailing address" intro={offered ? intro : null} error={error}>
      {!offered ? <Spin aria-label="Loading" /> : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{
            address_street: offered.address_street ?? '',
            address_apartment_no: offered.address_apartment_no ?? '',
            address_city: offered.address_city ?? '',
            address_state: offered.address_state ?? '',
            address_postal_code: offered.address_postal_code ?? '',
          }}
        >
          <Form.Item name="address_street" label="Street Address" rules={[toAntdRule(validateRequired)]}>
            <AddressAutocomplete
              lookup={authorizedUserApi.lookupAddress}
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
          <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
            Confirm Address
          </Button>
        </Form>
      )}
    </AuthorizedUserStepPage>
  );
}
