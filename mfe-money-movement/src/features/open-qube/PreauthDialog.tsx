import { useState } from 'react';
import { Form, Input } from 'antd';
import { api, bus, toCents } from '@qube/shared';
import { useSubmission } from '../../ui/useSubmission';
import { ActionModal } from './ActionModal';

/**
 * Creating a pre-auth (MM-27; the spec shows no screen: designed here, see docs/adr/0076-open-qube-and-purchases.md): on a qube's page, the
 * merchant and the exact amount it will charge. Sends POST accounts/preapproved-payments/; the card then pays that
 * merchant exactly that amount from this qube, and any other amount there is declined.
 */
export function PreauthDialog({ accountId, qube, onClose }: Props) {
  const [merchant, setMerchant] = useState('');
  const [amount, setAmount] = useState('');
  // One key per dialog: a retried Create after a lost answer makes one pre-auth, not two.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { isSubmitting: isSaving, submitError: error, submit } = useSubmission('Unable to process request');
  const isAmountValid = /^\d+(\.\d{1,2})?$/.test(amount.trim()) && toCents(amount.trim()) > 0n;
  const canSave = merchant.trim() !== '' && isAmountValid;

  const save = () =>
    submit(async () => {
      await api.post('accounts/preapproved-payments/', { account_id: accountId, qube_id: qube.id, merchant_name: merchant.trim(), amount: amount.trim(), idempotency_key: idempotencyKey });
      bus.emit('toast:show', { type: 'success', message: 'Pre-Auth created' });
      bus.emit('qubes:changed', { qubeId: qube.id });
      onClose();
    });

  return (
    <ActionModal title="New Pre-Auth" actionLabel="Create Pre-Auth" canAct={canSave} isBusy={isSaving} error={error} onAct={() => void save()} onClose={onClose}>
      <p>
        Pays one card charge from {qube.name}. The amount must exactly match the merchant&apos;s charge or it is declined; pre-auths work for card debits, not ACH
        debits.
      </p>
      <Form layout="vertical">
        <Form.Item label="Merchant" htmlFor="preauth-merchant">
          <Input id="preauth-merchant" value={merchant} maxLength={100} onChange={(e) => setMerchant(e.target.value)} />
        </Form.Item>
        <Form.Item label="Amount" htmlFor="preauth-amount" validateStatus={amount !== '' && !isAmountValid ? 'error' : undefined} help={amount !== '' && !isAmountValid ? 'Enter a valid amount.' : undefined}>
          <Input id="preauth-amount" prefix="$" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))} />
        </Form.Item>
      </Form>
    </ActionModal>
  );
}

type Props = { accountId: number; qube: { id: number; name: string }; onClose: () => void };
