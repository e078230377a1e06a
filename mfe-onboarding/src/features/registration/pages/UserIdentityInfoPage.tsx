import { useState } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { startSessionWithToken, toAntdRule, validateRequired } from '@qube/shared';
import { useNavigate } from 'react-router-dom';
import type { RegistrationApplyInput } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { messageOf } from '../components/useStepSubmit';

const INCOME_SOURCES = [
  ['employment', 'Employment'], ['self_employment', 'Self-employment'], ['retirement', 'Retirement'], ['benefits', 'Benefits'], ['savings', 'Savings'], ['family', 'Family support'], ['other', 'Other'],
] as const;
const ANNUAL_INCOMES = [['under_25k', 'Under $25,000'], ['25k_50k', '$25,000 to $50,000'], ['50k_100k', '$50,000 to $100,000'], ['100k_200k', '$100,000 to $200,000'], ['over_200k', 'Over $200,000']] as const;
const DISCOVERY = [['friend', 'A friend'], ['search', 'A search engine'], ['social_media', 'Social media'], ['podcast', 'A podcast'], ['coach', 'A coach'], ['other', 'Other']] as const;

const options = (pairs: readonly (readonly [string, string])[]) => pairs.map(([value, label]) => ({ value, label }));

type Values = Omit<RegistrationApplyInput, 'trust_device'> & { trust_device: boolean };

/**
 * /register/user-identity-info (step 12, 'Summary'): the questions a bank asks about income and work (ON-19), then
 * 'Open My Account': the account opens, the person is signed in and lands on /dashboard.
 */
export function UserIdentityInfoPage() {
  const [form] = Form.useForm<Values>();
  const { form: application, setForm } = useApplication();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFinish = async (values: Values) => {
    setIsBusy(true);
    setError(null);
    try {
      const { token, account_id: accountId } = await registrationApi.apply(values);
      const failed = await startSessionWithToken(token, values.trust_device, accountId);
      if (failed) throw new Error(failed);
      setForm(null);
      navigate('/dashboard');
    } catch (caught) {
      setError(messageOf(caught));
      setIsBusy(false);
    }
  };
  return (
    <StepPage step="user-identity-info" title="A few last questions" intro="Banks must ask these. Then your account opens." error={error}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          source_of_income: application?.source_of_income ?? undefined,
          annual_income: application?.annual_income ?? undefined,
          work_description: application?.work_description ?? '',
          qube_discovery_method: application?.qube_discovery_method ?? undefined,
          trust_device: false,
        }}
      >
        <Form.Item name="source_of_income" label="Main Source of Income" rules={[toAntdRule(validateRequired)]}>
          <Select options={options(INCOME_SOURCES)} placeholder="Choose one" />
        </Form.Item>
        <Form.Item name="annual_income" label="Annual Income" rules={[toAntdRule(validateRequired)]}>
          <Select options={options(ANNUAL_INCOMES)} placeholder="Choose one" />
        </Form.Item>
        <Form.Item name="work_description" label="What Do You Do for Work?" rules={[toAntdRule(validateRequired)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="qube_discovery_method" label="How Did You Hear About Qube?" rules={[toAntdRule(validateRequired)]}>
          <Select options={options(DISCOVERY)} placeholder="Choose one" />
        </Form.Item>
        <Form.Item name="trust_device" valuePropName="checked">
          <Checkbox>Trust this device</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Open My Account
        </Button>
      </Form>
    </StepPage>
  );
}
