import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Empty, Input, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { ApiError, bus, DATE_VALUE_FORMAT, formatDate, formatMoney, useAccountData, useSession, type Qube } from '@qube/shared';
import { DateField } from '@qube/shared/ui/DateField';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { BackButton, CancelButton, MoveMoneyModal } from '../move-money/MoveMoneyModal';
import { OkayButton, SuccessSummary } from '../move-money/SuccessSummary';
import { QubePickerList } from '../internal-transfer/QubePickerList';
import { loadTransferQubes } from '../internal-transfer/transferApi';
import { transferDateError } from '../internal-transfer/transferRules';
import { createBankTransfer, loadBanks, type BankTransferResult } from './bankTransferApi';
import { canReceive, orderBanks, validateBankTransfer } from './bankTransferRules';
import { SelectBankStep } from './SelectBankStep';

/**
 * Transfer to Bank (MM-102 to MM-104): persistent, 574 px wide, six steps: 1 no bank linked, 2 select bank,
 * 3 select source (skipped when a qube is preset), 4 details, 5 confirm, 6 success. The money leaves the qube when the
 * transfer starts and reaches the bank in 3-5 business days; until then it is pending and can be cancelled from its
 * Transaction Details. Each open mounts a new dialog (fresh form and idempotency key).
 */
export function BankTransferDialog({ presetQubeId, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const banksData = useAccountData(loadBanks);
  const qubesData = useAccountData(loadTransferQubes);
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  const [step, setStep] = useState<Step>('bank');
  const [chosenBankId, setBankId] = useState<number | null>(null);
  const [fromId, setFromId] = useState<Qube['id'] | null>(presetQubeId ?? null);
  const [changing, setChanging] = useState(false);
  const [amount, setAmount] = useState('0.00');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [result, setResult] = useState<BankTransferResult | null>(null);
  const dateId = useId();
  const { reload: reloadBanks } = banksData;

  // A bank linked from steps 1 or 2 (the bank-link dialog answers through the bus) appears in the list.
  useEffect(() => {
    const subscription = bus.on('bank-link:success').subscribe(() => reloadBanks());
    return () => subscription.unsubscribe();
  }, [reloadBanks]);

  const banks = banksData.data ? orderBanks(banksData.data.linked, banksData.data.previous) : [];
  // Until the person chooses, the first bank that can receive (used before first) is preselected.
  const bankId = chosenBankId ?? banks.find((b) => canReceive(b.bank))?.bank.id ?? null;
  const bank = banks.find((b) => b.bank.id === bankId)?.bank ?? null;

  const qubes = qubesData.data ?? [];
  const from = qubes.find((q) => q.id === fromId) ?? null;
  const isPreset = presetQubeId !== undefined;
  const check = validateBankTransfer({ hasSource: from !== null, hasBank: bank !== null, amount, sourceBalance: from?.balance ?? '0.00', date, today });
  const isScheduled = date !== today;
  const bankLabel = bank ? `${bank.institution_name} ••••${bank.mask}` : '';

  const linkBank = () => bus.emit('command:open-bank-link', {});

  const submit = async () => {
    if (accountId === null || fromId === null || !bank) return;
    setIsSubmitting(true);
    setSubmitError(null);
    try {
      const title = note.trim();
      const done = await createBankTransfer({
        account_id: accountId, from_qube: fromId, plaid_account: bank.id, amount, scheduled_date: isScheduled ? date : 'today', ...(title ? { title } : {}),
        is_active: true, ach_account_number: bank.ach_account_number, ach_routing_number: bank.ach_routing_number, idempotency_key: idempotencyKey,
      });
      setResult(done);
      bus.emit('toast:show', { type: 'success', message: 'Transfer Successful!' });
      setStep('success');
      bus.emit('transfer:success', { kind: 'to_bank', fromQubeId: fromId, amount });
    } catch (caught) {
      setSubmitError((caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not make this transfer. Please try again.');
    } finally {
      setIsSubmitting(false);
    }
  };

  const cancelButton = <CancelButton key="cancel" />;
  const backTo = (target: Step) => <BackButton key="back" onClick={() => setStep(target)} />;
  const toDetailsOrSource = () => {
    if (changing) setChanging(false);
    setStep(fromId !== null ? 'details' : 'source');
  };

  let title: string;
  let body: ReactNode;
  let footer: ReactNode[];
  if (banksData.status === 'loading') {
    title = 'Select Bank Account';
    body = <Skeleton active aria-label="Loading your bank accounts" />;
    footer = [cancelButton];
  } else if (banksData.status === 'error') {
    title = 'Select Bank Account';
    body = <Alert type="error" showIcon title="We could not load your bank accounts." description={banksData.error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={reloadBanks}>Retry</Button>} />;
    footer = [cancelButton];
  } else if (banks.length === 0 && step !== 'success') {
    // Step 1 (MM-102): nothing to send to yet.
    title = 'No Bank Account Linked';
    body = <Empty description="Link a bank account to transfer money to it." />;
    footer = [
      cancelButton,
      <Button key="link" type="primary" onClick={linkBank}>
        Link a Bank Account
      </Button>,
    ];
  } else if (step === 'bank' || !bank) {
    title = 'Select Bank Account';
    body = <SelectBankStep banks={banks} selectedId={bankId} onSelect={setBankId} onLinkAnother={linkBank} />;
    footer = [
      ...(changing ? [backTo('details')] : []),
      cancelButton,
      <Button key="continue" type="primary" disabled={!bank || !canReceive(bank)} onClick={toDetailsOrSource}>
        Continue
      </Button>,
    ];
  } else if (qubesData.status !== 'ready') {
    title = 'Transfer From';
    body = qubesData.status === 'error'
      ? <Alert type="error" showIcon title="We could not load your qubes." action={<Button onClick={qubesData.reload}>Retry</Button>} />
      : <Skeleton active aria-label="Loading your qubes" />;
    footer = [backTo('bank'), cancelButton];
  } else if (step === 'source' || !from) {
    title = 'Transfer From';
    body = (
      <QubePickerList
        qubes={qubes}
        onPick={(qube) => {
          setFromId(qube.id);
          setChanging(false);
          setStep('details');
        }}
      />
    );
    footer = [backTo(changing ? 'details' : 'bank'), cancelButton];
  } else if (step === 'details') {
    title = 'Transfer to Bank';
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Button
          block
          disabled={isPreset}
          style={ROW_STYLE}
          onClick={() => {
            setChanging(true);
            setStep('source');
          }}
        >
          <span>
            <Typography.Text type="secondary">From </Typography.Text>
            <strong>{from.name}</strong>
          </span>
          <span>{formatMoney(from.balance)}</span>
        </Button>
        <Button
          block
          style={ROW_STYLE}
          onClick={() => {
            setChanging(true);
            setStep('bank');
          }}
        >
          <span>
            <Typography.Text type="secondary">To </Typography.Text>
            <strong>{bank.nickname ?? bank.name}</strong>
          </span>
          <span>{bankLabel}</span>
        </Button>
        <MoneyInput label="Amount" value={amount} onChange={setAmount} extraButton={{ label: 'All', amount: from.balance }} status={check.error ? 'error' : undefined} />
        {check.error && (
          <Typography.Text type="danger" role="alert">
            {check.error}
          </Typography.Text>
        )}
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={dateId}>Date</label>
          {/* MM-103: the minimum date is today. */}
          <DateField id={dateId} label="Date" value={date} isDateAllowed={(day) => day >= today} error={transferDateError(date, today)} onChange={setDate} />
        </div>
        <Input aria-label="Note" placeholder="Add Note Here" maxLength={250} value={note} onChange={(event) => setNote(event.target.value)} />
      </Space>
    );
    footer = [
      backTo(isPreset ? 'bank' : 'source'),
      cancelButton,
      <Button key="continue" type="primary" disabled={!check.isValid} onClick={() => setStep('review')}>
        Continue
      </Button>,
    ];
  } else if (step === 'review') {
    title = 'Review Transfer';
    body = (
      <>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'from', label: 'From', children: from.name },
            { key: 'to', label: 'To', children: `${bank.nickname ?? bank.name} (${bankLabel})` },
            { key: 'amount', label: 'Amount', children: formatMoney(amount) },
            { key: 'date', label: 'Date', children: isScheduled ? formatDate(date) : `Today (${formatDate(date)})` },
            { key: 'note', label: 'Note', children: note.trim() || '—' },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {formatMoney(amount)} leaves {from.name} {isScheduled ? 'on that day' : 'now'}. Transfers to a bank take 3-5 business days; until then you can cancel it from its activity.
        </Typography.Paragraph>
        <div aria-live="polite">{submitError && <Alert type="error" showIcon title={submitError} role="alert" />}</div>
      </>
    );
    footer = [
      backTo('details'),
      cancelButton,
      <Button key="submit" type="primary" loading={isSubmitting} onClick={() => void submit()}>
        Submit
      </Button>,
    ];
  } else {
    title = result?.status === 'scheduled' ? 'Transfer Scheduled' : 'Transfer Submitted';
    body = (
      <SuccessSummary amount={amount}>
        <Typography.Paragraph>
          {result?.status === 'scheduled'
            ? `${formatMoney(amount)} will go from ${from.name} to ${bankLabel} on ${formatDate(date)}.`
            : `${formatMoney(amount)} is on its way from ${from.name} to ${bankLabel}.`}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          It takes 3-5 business days{result?.expected_settle_datetime ? ` (expected by ${formatDate(result.expected_settle_datetime)})` : ''}. It shows as Pending in your activity until then.
        </Typography.Paragraph>
      </SuccessSummary>
    );
    footer = [<OkayButton key="okay" onClick={onClose} />];
  }

  return (
    <>
      <MoveMoneyModal title={title} footer={footer} onClose={onClose}>
        {body}
      </MoveMoneyModal>
    </>
  );
}

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', height: 'auto', padding: '8px 12px' } as const;

type Step = 'bank' | 'source' | 'details' | 'review' | 'success';
type Props = {
  /** A qube the dialog was opened for: the source, and the source step is skipped. */
  presetQubeId?: Qube['id'];
  onClose: () => void;
};
