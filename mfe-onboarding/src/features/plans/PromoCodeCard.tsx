import { useState } from 'react';
import { formatDate, getApiConfig, themeTokens } from '@qube/shared';
import { INPUT_STYLE, PlainAlert, PlainButton, PlainCard } from '@qube/shared/ui/plain';
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

  const colour = themeTokens(getApiConfig().companyId).colorPrimary;
  return (
    <PlainCard title="Promo Code">
      <div style={{ display: 'flex', width: '100%', maxWidth: 420 }}>
        <input
          aria-label="Promo code"
          value={code}
          maxLength={40}
          placeholder="Enter a promo code"
          onChange={(e) => {
            setCode(e.target.value);
            setVerified(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') verify();
          }}
          style={{ ...INPUT_STYLE, borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        />
        <PlainButton color={colour} onClick={verify} loading={isBusy && !verified} style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 }}>
          Verify
        </PlainButton>
      </div>
      {verified && (
        <div style={{ marginTop: 12 }}>
          <p style={{ margin: '0 0 8px' }}>
            <strong>{verified.code}</strong>: {verified.description}
            {verified.free_until && !verified.is_applied && ` Your plan would be free until ${formatDate(verified.free_until)}.`}
          </p>
          {verified.is_applied ? (
            <PlainAlert type="info" title={verified.message} />
          ) : (
            <PlainButton variant="primary" color={colour} onClick={apply} loading={isBusy}>
              Apply Code
            </PlainButton>
          )}
        </div>
      )}
      {success && <PlainAlert type="success" title={success} style={{ marginTop: 12 }} />}
      {error && <PlainAlert type="error" title={error} style={{ marginTop: 12 }} />}
    </PlainCard>
  );
}
