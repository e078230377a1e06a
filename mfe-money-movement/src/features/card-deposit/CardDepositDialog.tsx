import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Space, Typography } from 'antd';
import { bus, formatMoney, toCents, useSession } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import type { CardDepositIntentAnswer } from '@qube/shared/payments/cardDeposit';
import { CardPaymentForm } from '@qube/shared/ui/CardPaymentForm';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { DetailsTable } from '../move-money/DetailsTable';
import { LoadError, Loading } from '../move-money/LoadState';
import { BackButton, CancelButton, ContinueButton, MoveMoneyModal } from '../move-money/MoveMoneyModal';
import { OkayButton, SuccessSummary } from '../move-money/SuccessSummary';
import { abandonCardDeposit, cardPayments, createCardDeposit, loadCardLimits, updateCardDepositAmount } from './cardDepositApi';
import { cardAmountError, UNABLE_TO_PROCESS } from './cardDepositRules';
import { useSubmission } from '../../ui/useSubmission';

/**
 * Add Money From Card (MM-105 to MM-111): two steps, 1 the amount (within the account's limits, MM-106) and 2 the
 * summary (amount, fee, total) with the card form standing in for the provider's element; then a success step. Moving
 * to step 2 makes the payment intent (MM-107); coming back with another amount changes it (MM-108); closing the dialog
 * unpaid, or leaving it any other way, cancels it as 'abandoned' (MM-109). A refused request keeps Continue disabled
 * with its message until the amount changes (MM-110). The money is in Cloud as soon as the card pays (instant).
 */
export function CardDepositDialog({ onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const limitsData = useAccountData(['card-limits'], loadCardLimits);
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState('0.00');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [intent, setIntent] = useState<CardDepositIntentAnswer | null>(null);
  const { isSubmitting: isBusy, submitError: requestError, submit: request, setSubmitError: setRequestError } = useSubmission(UNABLE_TO_PROCESS);
  const [paidWith, setPaidWith] = useState<{ cardBrand: string; cardLast4: string } | null>(null);
  // The intent still open at the provider (not paid, not cancelled): leaving the dialog cancels it.
  const openIntent = useRef<{ accountId: number; id: string } | null>(null);

  const abandon = () => {
    const open = openIntent.current;
    openIntent.current = null;
    if (open) void abandonCardDeposit({ account_id: open.accountId, payment_intent_id: open.id }).catch(() => undefined);
  };
  // Leaving without Cancel (an account switch or sign-out unmounts the dialog) abandons the intent too.
  useEffect(() => () => abandon(), []);

  const close = () => {
    abandon();
    onClose();
  };

  const limits = limitsData.data;
  const amountError = limits ? cardAmountError(amount, limits) : '';

  const changeAmount = (next: string) => {
    setAmount(next);
    setRequestError(null);
  };

  const toPayment = () =>
    request(async () => {
      if (accountId === null) return;
      const next =
        intent === null
          ? await createCardDeposit({ account_id: accountId, idempotency_key: idempotencyKey, amount })
          : toCents(intent.amount) === toCents(amount)
            ? intent
            : await updateCardDepositAmount({ account_id: accountId, payment_intent_id: intent.id, amount });
      setIntent(next);
      openIntent.current = { accountId, id: next.id };
      setStep('payment');
    });

  const paid = (card: { cardBrand: string; cardLast4: string }) => {
    openIntent.current = null;
    setPaidWith(card);
    setStep('success');
    bus.emit('toast:show', { type: 'success', message: 'Deposit Successful!' });
    bus.emit('transfer:success', { kind: 'card_deposit', toQubeId: 'cloud', amount: intent?.amount ?? amount });
  };

  let title = 'Add Money From Card';
  let body: ReactNode;
  let footer: ReactNode[];
  if (step === 'amount' || !intent) {
    footer = [
      <CancelButton key="cancel" />,
      <ContinueButton key="continue" isBusy={isBusy} disabled={amountError !== null || requestError !== null || !limits} onClick={() => void toPayment()} />,
    ];
    if (limitsData.status === 'error') {
      body = <LoadError title="We could not load your card deposit limits." error={limitsData.error} onRetry={limitsData.reload} />;
    } else if (!limits) {
      body = <Loading label="Loading your card deposit limits" />;
    } else {
      body = (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <StepLabel number={1} name="Amount" />
          <MoneyInput label="Amount" value={amount} onChange={changeAmount} status={amountError ? 'error' : undefined} />
          <Typography.Text type="secondary">
            Add between {formatMoney(limits.card_deposit_minimum)} and {formatMoney(limits.card_deposit_maximum)} to Cloud with your debit card. It arrives at once.
          </Typography.Text>
          {amountError && (
            <Typography.Text type="danger" role="alert">
              {amountError}
            </Typography.Text>
          )}
          <div aria-live="polite">{requestError && <Alert type="error" showIcon title={requestError} role="alert" />}</div>
        </Space>
      );
    }
  } else if (step === 'payment') {
    const isFree = toCents(intent.deposit_fee) === 0n;
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <StepLabel number={2} name="Summary and payment" />
        <DetailsTable
          rows={[
            { label: 'Amount', value: formatMoney(intent.amount) },
            { label: 'Fee', value: formatMoney(intent.deposit_fee) },
            { label: 'Total', value: <strong>{formatMoney(intent.total_amount)}</strong> },
          ]}
        />
        <Typography.Text type="secondary">
          {isFree ? 'No fee on your first card deposit. ' : ''}
          Your card is charged {formatMoney(intent.total_amount)} and {formatMoney(intent.amount)} goes to Cloud at once.
        </Typography.Text>
        <CardPaymentForm
          provider={cardPayments}
          intent={{ id: intent.id, clientSecret: intent.stripe_client_secret }}
          payLabel={`Pay ${formatMoney(intent.total_amount)}`}
          onSucceeded={paid}
        />
      </Space>
    );
    footer = [<BackButton key="back" onClick={() => setStep('amount')} />, <CancelButton key="cancel" />];
  } else {
    title = 'Money Added';
    body = (
      <SuccessSummary amount={intent.amount}>
        <Typography.Paragraph>
          {formatMoney(intent.amount)} from your {paidWith ? `${paidWith.cardBrand} ••${paidWith.cardLast4}` : 'card'} is in Cloud.
        </Typography.Paragraph>
      </SuccessSummary>
    );
    footer = [<OkayButton key="okay" onClick={onClose} />];
  }

  return (
    <MoveMoneyModal title={title} footer={footer} onClose={close}>
      {body}
    </MoveMoneyModal>
  );
}

/** Which of the two steps this is (MM-111: the spec shows no labels; these are ours). */
function StepLabel({ number, name }: { number: number; name: string }) {
  return (
    <Typography.Text type="secondary">
      Step {number} of 2: {name}
    </Typography.Text>
  );
}

type Step = 'amount' | 'payment' | 'success';
type Props = { onClose: () => void };
