import { Checkbox, Form } from 'antd';

/** The API's words for a missing agreement: both boxes are required (ON-40, ON-44). */
export const TERMS_MESSAGE = 'Please accept the Terms and Conditions and the Privacy Policy.';
const mustTick = { validator: (_: unknown, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(TERMS_MESSAGE))) };

/** The Terms and Privacy checkboxes (`agree_terms`, `agree_privacy`) of registration's start and the guest sign-up. */
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
