import { useState } from 'react';
import { Button, Form, Radio } from 'antd';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/shipping-options (step 7, 'Options'): how the physical card travels (skipped for a virtual card). */
export function ShippingPage() {
  const { form: application } = useApplication();
  const [isExpedited, setIsExpedited] = useState(application?.expedite_card ?? false);
  const { run, isBusy, error } = useStepSubmit();
  return (
    <StepPage step="shipping-options" title="Shipping" intro="Your card is mailed to the home address you gave." error={error}>
      <Form layout="vertical" onFinish={() => run(() => registrationApi.saveShipping(isExpedited))}>
        <Radio.Group aria-label="Shipping" value={isExpedited} onChange={(e) => setIsExpedited(e.target.value as boolean)} style={{ display: 'grid', gap: 12 }}>
          <Radio value={false}>Standard: 7 to 10 business days (free)</Radio>
          <Radio value>Expedited: 2 to 3 business days ($15.00)</Radio>
        </Radio.Group>
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy} style={{ marginTop: 24 }}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
