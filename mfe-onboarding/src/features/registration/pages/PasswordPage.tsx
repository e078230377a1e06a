import { Button, Form } from 'antd';
import { NewPasswordFields } from '../../shared-steps/NewPasswordFields';
import { encryptPassword } from '../api/encryptPassword';
import { registrationApi } from '../api/registrationApi';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

type Values = { password: string; passwordConfirm: string };

/** /register/password (step 4, 'Your Info'): the password, encrypted in the browser with the API's public key (ON-47). */
export function PasswordPage() {
  const [form] = Form.useForm<Values>();
  const { run, isBusy, error } = useStepSubmit(form);
  const onFinish = (v: Values) =>
    run(async () => registrationApi.savePassword(await encryptPassword(await registrationApi.publicKey(), v.password)));
  return (
    <StepPage step="password" title="Create a password" intro="At least 8 characters with an uppercase and a lowercase letter, a number and a special character." error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish}>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
