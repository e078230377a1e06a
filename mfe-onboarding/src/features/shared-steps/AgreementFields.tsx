import { Checkbox, Form } from 'antd';
import { TERMS_MESSAGE } from './AgreementInputs';

export { TERMS_MESSAGE };

const mustTick = { validator: (_: unknown, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(TERMS_MESSAGE))) };

/** The Terms and Privacy checkboxes (`agree_terms`, `agree_privacy`) of the guest sign-up dialog (antd; registration's start uses AgreementInputs). */
export function AgreementFields() {
  return (
    <>
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
    </>
  );
}
