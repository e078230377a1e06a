import { Button, Form, Input } from 'antd';
import { toAntdRule, validateRequired } from '@qube/shared';
import { authorizedUserApi } from '../authorizedUserApi';
import { useAuthorizedUser } from '../AuthorizedUserContext';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = { birth_date: string };

/** /register/authorized-user/birth-date: authorized users are 13 or older (the API says so when not). */
export function BirthDatePage() {
  const [form] = Form.useForm<Values>();
  const { application } = useAuthorizedUser();
  const { run, isBusy, error } = useAuthorizedUserSubmit(form);
  return (
    <AuthorizedUserStepPage step="birth-date" title="Your date of birth" intro="Authorized users must be at least 13 years old." error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v: Values) => run(() => authorizedUserApi.saveBirthDate(v.birth_date))} initialValues={{ birth_date: application?.birth_date ?? '' }}>
        <Form.Item name="birth_date" label="Date of Birth" rules={[toAntdRule(validateRequired)]}>
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </AuthorizedUserStepPage>
  );
}
