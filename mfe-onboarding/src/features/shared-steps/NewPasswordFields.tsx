import { Form, Input } from 'antd';
import { toAntdRule, validateRequired } from '@qube/shared';
import { validatePassword, validatePasswordMatch } from '@qube/shared/password';

/**
 * 'Password' and 'Confirm Password' (`password`, `passwordConfirm`) with registration's rules (SD-15, SD-17), in the
 * guest sign-up dialog's antd form (registration's and an authorized user's steps use NewPasswordInputs).
 */
export function NewPasswordFields() {
  return (
    <>
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
    </>
  );
}
