import { Button, Form, Input } from 'antd';
import { toAntdRule, validateEmail, validateRequired } from '@qube/shared';
import { LegalNameFields } from '../../shared-steps/LegalNameFields';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = { first_name: string; last_name: string; email: string };

/** /register/authorized-user/first-name-last-name-email: legal names and the invited e-mail, prefilled from the invitation. */
export function NamePage() {
  const [form] = Form.useForm<Values>();
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit(form);
  const onFinish = (v: Values) => run(() => authorizedUserApi.saveName({ first_name: v.first_name.trim(), last_name: v.last_name.trim(), email: v.email.trim() }));
  return (
    <AuthorizedUserStepPage
      step="first-name-last-name-email"
      title="Your details"
      intro={application ? `${application.inviter_name} invited you to be an authorized user of ${application.account_name}. Use your legal name and the e-mail address the invitation was sent to.` : null}
      error={error}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ first_name: application?.first_name ?? '', last_name: application?.last_name ?? '', email: application?.email ?? '' }}
      >
        <LegalNameFields />
        <Form.Item name="email" label="Email" rules={[toAntdRule(validateRequired), toAntdRule(validateEmail)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </AuthorizedUserStepPage>
  );
}
