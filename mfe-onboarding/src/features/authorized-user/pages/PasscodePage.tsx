import { Button, Form } from 'antd';
import { NewPasswordFields } from '../../shared-steps/NewPasswordFields';
import { encryptPassword } from '../../registration/api/encryptPassword';
import { authorizedUserApi } from '../authorizedUserApi';
import { AuthorizedUserStepPage } from '../AuthorizedUserStepPage';
import { useAuthorizedUserSubmit } from '../useAuthorizedUserSubmit';

type Values = { password: string; passwordConfirm: string };

/** /register/authorized-user/passcode: the password, encrypted in the browser as registration's (ON-47), same rules. */
export function PasscodePage() {
  const [form] = Form.useForm<Values>();
  const { run, isBusy, error } = useAuthorizedUserSubmit(form);
  const onFinish = (v: Values) => run(async () => authorizedUserApi.savePassword(await encryptPassword(await authorizedUserApi.publicKey(), v.password)));
  return (
    <AuthorizedUserStepPage step="passcode" title="Create a password" intro="At least 8 characters with an uppercase and a lowercase letter, a number and a special character." error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </AuthorizedUserStepPage>
  );
}
