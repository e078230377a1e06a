import { Button, Form, Input } from 'antd';
import { formatMoney, toAntdRule, validateRequired, validateZipCode } from '@qube/shared';
import type { RegistrationPaymentInput } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** Groups of four digits, as card numbers are printed. */
const formatCard = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const d = (value ?? '').replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/**
 * /register/payment (step 11, 'Summary'; only when something is due, ON-11): a card form of the sandbox processor's shape.
 * The total is authorised now and captured when the account opens, so a failed registration charges nothing.
 */
export function PaymentPage() {
  const [form] = Form.useForm<RegistrationPaymentInput>();
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit(form);
  const total = formatMoney(application?.total_checkout_fees ?? '0.00');
  return (
    <StepPage step="payment" title="Payment" intro={`Due today: ${total}. Your card is charged only when your account opens.`} error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => run(() => registrationApi.savePayment(v))}>
        <Form.Item name="card_number" label="Card Number" normalize={formatCard} rules={[toAntdRule(validateRequired)]}>
          <Input inputMode="numeric" autoComplete="cc-number" />
        </Form.Item>
        <Form.Item name="expiry" label="Expiry (MM/YY)" normalize={formatExpiry} rules={[toAntdRule(validateRequired)]}>
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
        </Form.Item>
        <Form.Item name="cvc" label="Security Code" rules={[toAntdRule(validateRequired)]}>
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Form.Item>
        <Form.Item name="name_on_card" label="Name on Card" rules={[toAntdRule(validateRequired)]}>
          <Input autoComplete="cc-name" />
        </Form.Item>
        <Form.Item name="postal_code" label="Billing Zip Code" rules={[toAntdRule(validateRequired), toAntdRule(validateZipCode)]}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Pay {total}
        </Button>
      </Form>
    </StepPage>
  );
}
