import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { ApiError } from '@qube/shared';
import type { BetaCount } from '@qube/contract/bankTransition';
import { migrationApi } from '../migration/migrationApi';

type Values = { first_name: string; last_name: string; email: string };
const REQUIRED = 'This Field is required!';
const EMAIL = 'Please Enter a valid Email';

/**
 * /beta (ON-49, ON-50; the form is ours): the public Qube+ beta sign-up. Shows the places left (GET beta-count; a
 * failure just hides the count), sends first name, last name, e-mail and the page's query string (a referral rides
 * along) to POST v2/bank-transition/beta-sign-up/.
 */
export function BetaPage() {
  const [count, setCount] = useState<BetaCount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => {
    migrationApi.betaCount().then(setCount, () => setCount(null));
  }, []);
  const submit = async (values: Values) => {
    setIsBusy(true);
    setError(null);
    try {
      const answer = await migrationApi.betaSignUp({ ...values, query: window.location.search.replace(/^\?/, '') });
      setDone(answer.detail);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fallbackMessage ?? 'Please try again.') : 'Please try again.');
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 480, margin: '48px auto', padding: '0 16px' }}>
      <Card>
        {/* Either state has the page's one h1: the form's title, or the result's once joined. */}
        {done ? (
          <Result status="success" title={<h1 style={{ fontSize: 24, margin: 0 }}>You're on the list!</h1>} subTitle={done} />
        ) : (
          <>
            <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>Join the Qube+ Beta</Typography.Title>
            {count && <Typography.Paragraph>{count.open > 0 ? `${count.open} of ${count.total} places left.` : 'The beta is full for now.'}</Typography.Paragraph>}
            {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginBottom: 16 }} />}
            <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
              <Form.Item label="First Name" name="first_name" rules={[{ required: true, whitespace: true, message: REQUIRED }]}><Input maxLength={50} /></Form.Item>
              <Form.Item label="Last Name" name="last_name" rules={[{ required: true, whitespace: true, message: REQUIRED }]}><Input maxLength={50} /></Form.Item>
              <Form.Item label="Email" name="email" rules={[{ required: true, message: REQUIRED }, { type: 'email', message: EMAIL }]}><Input maxLength={254} /></Form.Item>
              <Button type="primary" htmlType="submit" loading={isBusy} disabled={count !== null && count.open === 0}>Join Qube+ Beta</Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
