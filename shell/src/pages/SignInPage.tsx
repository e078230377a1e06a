import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath, sessionStore, type CompanyId } from '@qube/shared';
import { signIn } from '../session/signIn';

type Values = { email: string; password: string; trustDevice: boolean };

const REQUIRED = 'This Field is required!';

/** Sign-in at / (SH-36): email, password and 'Trust this device'. */
export function SignInPage({ companyId, brandName }: { companyId: CompanyId; brandName: string }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isExpired = params.get('expired') === 'true';

  const onFinish = async (values: Values) => {
    setIsSubmitting(true);
    setError(null);
    const message = await signIn({ email: values.email.trim(), password: values.password, trustDevice: values.trustDevice });
    setIsSubmitting(false);
    if (message) {
      setError(message);
      return;
    }
    const { requestUrl, setRequestUrl } = sessionStore.getState();
    const referrer = params.get('referrer');
    setRequestUrl(null);
    navigate(afterSignInPath(requestUrl ?? referrer, companyId), { replace: true });
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Sign in to {brandName}
        </Typography.Title>
        {isExpired && !error && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Your session has expired. Please log in again!" />
        )}
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={error} />}
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ email: '', password: '', trustDevice: false }} onFinish={onFinish}>
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, whitespace: true, message: REQUIRED },
              { type: 'email', message: 'Please Enter a valid Email' },
            ]}
          >
            <Input autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: REQUIRED }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Form.Item name="trustDevice" valuePropName="checked">
              <Checkbox>Trust this device</Checkbox>
            </Form.Item>
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Sign In
          </Button>
        </Form>
      </Card>
    </div>
  );
}
