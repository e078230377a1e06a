import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { formatDate } from '@qube/shared';
import type { PromoCodeDetails } from '@qube/contract/plans';
import { failureText, plansApi } from './plansApi';

type Props = { accountId: number; onApplied: () => void };

/**
 * The promo code of /manage-plan (ON-68): 'Verify' shows what the code gives (POST web/promo-codes/verify/), 'Apply'
 * adds it to the account (POST web/promo-codes/apply/). Messages are the API's (ON-69).
 */
export function PromoCodeCard({ accountId, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState<PromoCodeDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(step: () => Promise<void>) {
    setIsBusy(true);
    setError(null);
    try {
      await step();
    } catch (caught) {
      setError(failureText(caught, 'We could not check this code. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  const verify = () => {
    if (!code.trim()) {
      setError('Please enter a promo code.');
      return;
    }
    void run(async () => {
      setSuccess(null);
      setVerified(await plansApi.verifyPromo(accountId, code.trim()));
    });
  };
  const apply = () =>
    void run(async () => {
      const applied = await plansApi.applyPromo(accountId, code.trim());
      setVerified(null);
      setCode('');
      setSuccess(applied.message);
      onApplied();
    });

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Promo Code</h2>}>
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          aria-label="Promo code"
          value={code}
          maxLength={40}
          placeholder="Enter a promo code"
          onChange={(e) => {
            setCode(e.target.value);
            setVerified(null);
          }}
          onPressEnter={verify}
        />
        <Button onClick={verify} loading={isBusy && !verified}>
          Verify
        </Button>
      </Space.Compact>
      {verified && (
        <div style={{ marginTop: 12 }}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            <strong>{verified.code}</strong>: {verified.description}
            {verified.free_until && !verified.is_applied && ` Your plan would be free until ${formatDate(verified.free_until)}.`}
          </Typography.Paragraph>
          {verified.is_applied ? (
            <Alert type="info" showIcon title={verified.message} />
          ) : (
            <Button type="primary" onClick={apply} loading={isBusy}>
              Apply Code
            </Button>
          )}
        </div>
      )}
      {success && <Alert type="success" showIcon title={success} style={{ marginTop: 12 }} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </Card>
  );
}
