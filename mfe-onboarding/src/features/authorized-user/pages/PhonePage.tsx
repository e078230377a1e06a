import { Button, Form, Input } from 'antd';
import { formatPhone, PHONE_FORMATTED_LENGTH, toAntdRule, validatePhone, validateRequired } from '@qube/shared';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

/** SH-37: the consent line under every phone input that leads to a text message. */
export const SMS_CONSENT = 'message and data rates may apply, reply STOP to unsubscribe';

type Values = { phone_number: string };

/** /register/authorized-user/phone-numbers: the mobile number; Continue texts a 5-digit code. */
export function PhonePage() {
  const [form] = Form.useForm<Values>();
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit(form);
  return (
    <AuthorizedUserStepPage step="phone-numbers" title="Your phone number" intro="We will text a code to confirm it." error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v: Values) => run(() => authorizedUserApi.sendCode(v.phone_number))} initialValues={{ phone_number: application?.phone_number ?? '' }}>
        <Form.Item
          name="phone_number"
          label="Phone Number"
          extra={SMS_CONSENT}
          normalize={(value: string) => formatPhone(value ?? '')}
          rules={[toAntdRule(validateRequired), toAntdRule(validatePhone)]}
        >
          <Input inputMode="tel" autoComplete="tel-national" placeholder="(555) 555-5555" maxLength={PHONE_FORMATTED_LENGTH} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Send Code
        </Button>
      </Form>
    </AuthorizedUserStepPage>
  );
}
