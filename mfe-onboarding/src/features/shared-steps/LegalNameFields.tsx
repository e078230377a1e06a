import { Form, Input } from 'antd';
import { toAntdRule, validateRequired } from '@qube/shared';

/** 'Legal First Name' and 'Legal Last Name' (`first_name`, `last_name`), required, in the guest sign-up dialog's antd form (the steps use LegalNameInputs). */
export function LegalNameFields() {
  return (
    <>
      <Form.Item name="first_name" label="Legal First Name" rules={[toAntdRule(validateRequired)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="last_name" label="Legal Last Name" rules={[toAntdRule(validateRequired)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
    </>
  );
}
