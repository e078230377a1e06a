import { Button, Form, Input } from 'antd';
import { toAntdRule, validateRequired, validateState, validateZipCode } from '@qube/shared';
import type { RegistrationAddressInput } from '@qube/contract/registration';
import { AddressAutocomplete } from '@qube/shared/ui/AddressAutocomplete';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

type Values = { address_street: string; address_apartment_no: string; address_city: string; address_state: string; address_postal_code: string };

/** /register/delivery (step 2, 'Your Info'): the home address, where a physical card is sent. */
export function DeliveryPage() {
  const [form] = Form.useForm<Values>();
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit(form);
  const onFinish = (v: Values) => {
    const body: RegistrationAddressInput = { ...v, address_apartment_no: v.address_apartment_no?.trim() || null };
    return run(() => registrationApi.saveAddress(body));
  };
  return (
    <StepPage step="delivery" title="Your home address" intro="Where you live. A physical card is mailed here." error={error}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          address_street: application?.address_street ?? '',
          address_apartment_no: application?.address_apartment_no ?? '',
          address_city: application?.address_city ?? '',
          address_state: application?.address_state ?? '',
          address_postal_code: application?.address_postal_code ?? '',
        }}
      >
        <Form.Item name="address_street" label="Street Address" rules={[toAntdRule(validateRequired)]}>
          {/* ON-17: suggestions from the address-lookup provider; picking one fills city, state and zip. */}
          <AddressAutocomplete
            lookup={registrationApi.lookupAddress}
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
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
