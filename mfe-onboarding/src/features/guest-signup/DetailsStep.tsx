import { Button, Checkbox, Form, Input } from 'antd';
import { toAntdRule, validateEmail, validatePassword, validatePasswordMatch, validateRequired } from '@qube/shared';

export type DetailsValues = { email: string; first_name: string; last_name: string; password: string; passwordConfirm: string; agree_terms: boolean; agree_privacy: boolean };

type Props = { isBusy: boolean; onSubmit: (values: DetailsValues) => void };

/** The API's words for a missing agreement (both boxes are required, ON-44). */
const TERMS_MESSAGE = 'Please accept the Terms and Conditions and the Privacy Policy.';
const mustTick = { validator: (_: unknown, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(TERMS_MESSAGE))) };

/** Step 2 (ON-44, ON-45): e-mail, legal names, password twice ('Passwords must match') and both agreements. */
export function DetailsStep({ isBusy, onSubmit }: Props) {
  return (
    <Form<DetailsValues> layout="vertical" onFinish={onSubmit} requiredMark={false}>
      <Form.Item name="email" label="Email" rules={[toAntdRule(validateRequired), toAntdRule(validateEmail)]}>
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Form.Item name="first_name" label="Legal First Name" rules={[toAntdRule(validateRequired)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="last_name" label="Legal Last Name" rules={[toAntdRule(validateRequired)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[toAntdRule(validateRequired), toAntdRule(validatePassword)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="passwordConfirm"
        label="Confirm Password"
        dependencies={['password']}
        rules={[toAntdRule(validateRequired), ({ getFieldValue }) => toAntdRule(validatePasswordMatch(getFieldValue('password') as string))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="agree_terms" valuePropName="checked" rules={[mustTick]}>
        <Checkbox>
          I agree to the <a href="/terms" target="_blank" rel="noreferrer">Terms and Conditions</a>
        </Checkbox>
      </Form.Item>
      <Form.Item name="agree_privacy" valuePropName="checked" rules={[mustTick]}>
        <Checkbox>
          I agree to the <a href="/privacy-policy" target="_blank" rel="noreferrer">Privacy Policy</a>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isBusy}>
        Create Account
      </Button>
    </Form>
  );
}
