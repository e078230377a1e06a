import { Button, Form, Input } from 'antd';
import { formatPhone, PHONE_FORMATTED_LENGTH, toAntdRule, validateEmail, validatePhone, validateRequired } from '@qube/shared';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegistrationStartInput } from '@qube/contract/registration';
import { registrationApi } from '../api/registrationApi';
import { useApplication } from '../components/ApplicationContext';
import { readPendingStart, savePendingStart } from '../components/pendingStart';
import { StepPage } from '../components/StepPage';
import { messageOf, useStepSubmit } from '../components/useStepSubmit';
import { AgreementFields } from '../../shared-steps/AgreementFields';
import { LegalNameFields } from '../../shared-steps/LegalNameFields';
import { pathOf } from '../steps';

type Values = { first_name: string; last_name: string; email: string; phone_number: string; agree_terms: boolean; agree_privacy: boolean };

/** /register/start (step 0, 'Your Info'): who is registering; Continue texts a 5-digit code (ON-16, ON-22, ON-40). */
export function StartPage() {
  const [form] = Form.useForm<Values>();
  const { form: application } = useApplication();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { isBusy, error, setError } = useStepSubmit(form);
  const pending = readPendingStart();
  const params = new URLSearchParams(search);
  const initial: Partial<Values> = {
    first_name: pending?.first_name ?? application?.first_name ?? '',
    last_name: pending?.last_name ?? application?.last_name ?? '',
    email: pending?.email ?? application?.email ?? '',
    phone_number: pending?.phone_number ?? application?.phone ?? '',
    agree_terms: false,
    agree_privacy: false,
  };
  const onFinish = async (values: Values) => {
    const body: RegistrationStartInput = {
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      referral_code: params.get('referral_code') ?? pending?.referral_code ?? null,
      affiliate_id: params.get('affiliate_id') ?? pending?.affiliate_id ?? null,
    };
    setError(null);
    try {
      await registrationApi.start(body);
      savePendingStart(body);
      navigate(pathOf('phone'));
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <StepPage step="start" title="Let's get started" intro="Tell us who you are. We will text a code to your phone to confirm it." error={error}>
      {application && application.status === 'open' ? (
        <p>
          You have a registration in progress. <Link to={pathOf(application.current_step)}>Continue where you left off</Link>
        </p>
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} requiredMark={false}>
        <LegalNameFields />
        <Form.Item name="email" label="Email" rules={[toAntdRule(validateRequired), toAntdRule(validateEmail)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label="Phone Number"
          normalize={(value: string) => formatPhone(value ?? '')}
          rules={[toAntdRule(validateRequired), toAntdRule(validatePhone)]}
        >
          <Input inputMode="tel" autoComplete="tel-national" placeholder="(555) 555-5555" maxLength={PHONE_FORMATTED_LENGTH} />
        </Form.Item>
        <AgreementFields />
        <Button type="primary" htmlType="submit" size="large" block loading={isBusy}>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
}
