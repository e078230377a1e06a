import { Button, Form, Input } from 'antd';
import { formatPhone, PHONE_FORMATTED_LENGTH, toAntdRule, validatePhone, validateRequired } from '@qube/shared';

type Props = { initial: string; isBusy: boolean; onSubmit: (phone: string) => void };

/** Step 0 (ON-40): the phone in the mask (###) ###-####, required, 14 characters before Continue works. */
export function PhoneStep({ initial, isBusy, onSubmit }: Props) {
  const [form] = Form.useForm<{ phone_number: string }>();
  const phone = Form.useWatch('phone_number', form) ?? initial;
  return (
    <Form form={form} layout="vertical" initialValues={{ phone_number: initial }} onFinish={(v) => onSubmit(v.phone_number)} requiredMark={false}>
      <Form.Item name="phone_number" label="Phone Number" normalize={(value: string) => formatPhone(value ?? '')} rules={[toAntdRule(validateRequired), toAntdRule(validatePhone)]}>
        <Input inputMode="tel" autoComplete="tel-national" placeholder="(555) 555-5555" maxLength={PHONE_FORMATTED_LENGTH} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isBusy} disabled={phone.length < PHONE_FORMATTED_LENGTH}>
        Continue
      </Button>
    </Form>
  );
}
