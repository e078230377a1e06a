import { Button, Form, Input } from 'antd';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

type Values = { initial_deposit_amount: string };
const DEPOSIT_MESSAGE = 'The initial deposit must be between $0.00 and $10,000.00.';
const isDeposit = (value: string) => /^\d{1,5}(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= 10000;

/** /register/deposit (step 8, 'Options'): an optional first deposit into Cloud, paid by card at checkout. */
export function DepositPage() {
  const [form] = Form.useForm<Values>();
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit(form);
  return (
    <StepPage step="deposit" title="Initial deposit" intro="Add money now, or start with $0.00 and add it later." error={error}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ initial_deposit_amount: application?.initial_deposit_amount ?? '0.00' }}
        onFinish={(v) => run(() => registrationApi.saveDeposit(v.initial_deposit_amount.trim() || '0.00'))}
      >
        <Form.Item
          name="initial_deposit_amount"
          label="Amount"
          rules={[{ validator: (_, value: string) => (isDeposit(value ?? '') ? Promise.resolve() : Promise.reject(new Error(DEPOSIT_MESSAGE))) }]}
        >
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
