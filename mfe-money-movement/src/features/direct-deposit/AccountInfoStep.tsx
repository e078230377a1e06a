import { Button, Typography } from 'antd';
import { bus, type Account } from '@qube/shared';
import { DetailsTable } from '../move-money/DetailsTable';

/** MM-118: the toast after a copy. */
export const COPIED = 'Copied to clipboard!';

/** Copies a number; the toast says so (MM-118), or says it could not (no clipboard: an insecure page, an old browser). */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    bus.emit('toast:show', { type: 'success', message: COPIED });
  } catch {
    bus.emit('toast:show', { type: 'error', message: 'Could not copy. Select the number and copy it instead.' });
  }
}

/** Step 1 of Direct Deposit (MM-112): the account's own account and routing numbers and bank name, with copy buttons. */
export function AccountInfoStep({ account }: Props) {
  const copyButton = (what: string, value: string) => (
    <Button size="small" aria-label={`Copy ${what}`} onClick={() => void copyToClipboard(value)}>
      Copy
    </Button>
  );
  const row = (value: string, button: React.ReactNode) => (
    <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
      {button}
    </span>
  );
  return (
    <>
      <Typography.Paragraph>
        Give these numbers to your employer to have your paycheck paid into Qube, or fill out our direct deposit form and
        we will e-mail it to you.
      </Typography.Paragraph>
      <DetailsTable
        rows={[
          { label: 'Bank name', value: account.bank_name },
          { label: 'Account number', value: row(account.account_number, copyButton('account number', account.account_number)) },
          { label: 'Routing number', value: row(account.routing_number, copyButton('routing number', account.routing_number)) },
          { label: 'Account type', value: 'Checking' },
        ]}
      />
    </>
  );
}

type Props = { account: Pick<Account, 'bank_name' | 'account_number' | 'routing_number'> };
