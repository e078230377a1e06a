import { Button, Form, Input } from 'antd';
import { toAntdRule, validateRequired, validateSsn } from '@qube/shared';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

type Values = { first_name: string; last_name: string; birth_date: string; ssn: string };

/** The SSN typed as ###-##-####. */
const formatSsn = (value: string) => {
  const d = (value ?? '').replace(/\D/g, '').slice(0, 9);
  return d.length > 5 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d;
};

/** /register/identity (step 3, 'Your Info'): legal names, birth date and SSN, checked later by the identity provider. */
export function IdentityPage() {
  const [form] = Form.useForm<Values>();
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit(form);
  const onFinish = (v: Values) =>
    run(async () => {
      await registrationApi.saveNameBirthdate({ first_name: v.first_name, last_name: v.last_name, birth_date: v.birth_date });
      return registrationApi.saveSsn(v.ssn);
    });
  return (
    <StepPage step="identity" title="Verify your identity" intro="A bank must know who opens an account. Your SSN is used only for the identity check." error={error}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ first_name: application?.first_name ?? '', last_name: application?.last_name ?? '', birth_date: application?.birth_date ?? '', ssn: '' }}
      >
        <Form.Item name="first_name" label="Legal First Name" rules={[toAntdRule(validateRequired)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="last_name" label="Legal Last Name" rules={[toAntdRule(validateRequired)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="birth_date" label="Date of Birth" rules={[toAntdRule(validateRequired)]}>
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item
          name="ssn"
          label="Social Security Number"
          normalize={formatSsn}
          rules={[toAntdRule(validateRequired), toAntdRule(validateSsn)]}
          extra={application?.ssn_last4 ? `Saved: ending in ${application.ssn_last4}. Enter it again to change it.` : undefined}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="###-##-####" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
