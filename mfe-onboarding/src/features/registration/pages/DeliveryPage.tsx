import { Button, Form } from 'antd';
import { AddressFields, addressBodyOf, addressValuesOf, type AddressValues } from '../../shared-steps/AddressFields';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { StepPage } from '../components/StepPage';
import { useStepSubmit } from '../components/useStepSubmit';

/** /register/delivery (step 2, 'Your Info'): the home address, where a physical card is sent. */
export function DeliveryPage() {
  const [form] = Form.useForm<AddressValues>();
  const { form: application } = useApplication();
  const { run, isBusy, error } = useStepSubmit(form);
  const onFinish = (v: AddressValues) => run(() => registrationApi.saveAddress(addressBodyOf(v)));
  return (
    <StepPage step="delivery" title="Your home address" intro="Where you live. A physical card is mailed here." error={error}>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={addressValuesOf(application)}>
        <AddressFields form={form} lookup={registrationApi.lookupAddress} />
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
