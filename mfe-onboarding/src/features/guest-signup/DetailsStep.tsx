import { Button, Form, Input } from 'antd';
import { toAntdRule, validateEmail, validateRequired } from '@qube/shared';
import { AgreementFields } from '../shared-steps/AgreementFields';
import { LegalNameFields } from '../shared-steps/LegalNameFields';
import { NewPasswordFields } from '../shared-steps/NewPasswordFields';

export type DetailsValues = { email: string; first_name: string; last_name: string; password: string; passwordConfirm: string; agree_terms: boolean; agree_privacy: boolean };

type Props = { isBusy: boolean; onSubmit: (values: DetailsValues) => void };

/** Step 2 (ON-44, ON-45): e-mail, legal names, password twice ('Passwords must match') and both agreements. */
export function DetailsStep({ isBusy, onSubmit }: Props) {
  return (
    <Form<DetailsValues> layout="vertical" onFinish={onSubmit} requiredMark={false}>
      <Form.Item name="email" label="Email" rules={[toAntdRule(validateRequired), toAntdRule(validateEmail)]}>
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <LegalNameFields />
      <NewPasswordFields />
      <AgreementFields />
      <Button type="primary" htmlType="submit" block size="large" loading={isBusy}>
        Create Account
      </Button>
    </Form>
  );
}
