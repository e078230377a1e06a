import { useId } from 'react';
import { Checkbox, Form, Input, Radio, Space, Typography } from 'antd';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { chooseTransferType, EARLY_PAY_PROMISE, type DirectDepositFormState, type formErrors } from './directDepositRules';
import type { TransferType } from './directDepositApi';

/**
 * Step 2 of Direct Deposit (MM-113 to MM-115): how much of each paycheck (entire, a percent up to 100, or a partial
 * amount; choosing one clears the others), the employer or payer, and a typed signature. Errors show after a Submit.
 */
export function DirectDepositFormStep({ form, errors, onChange }: Props) {
  const ids = { percent: useId(), employer: useId(), signature: useId() };
  const statusOf = (message: string | undefined) => (message ? 'error' : undefined);
  return (
    <Form layout="vertical" component="div">
      <Typography.Paragraph strong>{EARLY_PAY_PROMISE}</Typography.Paragraph>
      <Form.Item label="How much of each paycheck?" validateStatus={statusOf(errors.transferType)} help={errors.transferType}>
        <Radio.Group
          aria-label="How much of each paycheck?"
          value={form.transferType}
          onChange={(event) => onChange(chooseTransferType(form, event.target.value as TransferType))}
        >
          <Space orientation="vertical">
            <Radio value={1}>Entire paycheck</Radio>
            <Radio value={2}>A percent of my paycheck</Radio>
            <Radio value={3}>A partial amount</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {form.transferType === 2 && (
        <Form.Item label="Percent of paycheck" htmlFor={ids.percent} validateStatus={statusOf(errors.percent)} help={errors.percent}>
          <Input id={ids.percent} inputMode="numeric" maxLength={3} suffix="%" value={form.percent} onChange={(event) => onChange({ ...form, percent: event.target.value.replace(/\D/g, '') })} />
        </Form.Item>
      )}
      {form.transferType === 3 && (
        <Form.Item label="Amount per paycheck" validateStatus={statusOf(errors.amount)} help={errors.amount}>
          <MoneyInput label="Amount per paycheck" quickAdd={[]} value={form.amount} status={statusOf(errors.amount)} onChange={(amount) => onChange({ ...form, amount })} />
        </Form.Item>
      )}
      <Form.Item label="Employer or payer name" htmlFor={ids.employer} validateStatus={statusOf(errors.employerName)} help={errors.employerName}>
        <Input id={ids.employer} maxLength={100} value={form.employerName} onChange={(event) => onChange({ ...form, employerName: event.target.value })} />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={form.isEmployer} onChange={(event) => onChange({ ...form, isEmployer: event.target.checked })}>
          This is my employer
        </Checkbox>
      </Form.Item>
      <Form.Item label="Signature" htmlFor={ids.signature} validateStatus={statusOf(errors.signature)} help={errors.signature} extra="Type your full name to sign the form.">
        <Input id={ids.signature} maxLength={100} autoComplete="name" value={form.signature} onChange={(event) => onChange({ ...form, signature: event.target.value })} />
      </Form.Item>
    </Form>
  );
}

type Props = {
  form: DirectDepositFormState;
  errors: ReturnType<typeof formErrors>;
  onChange: (next: DirectDepositFormState) => void;
};
