import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { bus, DATE_VALUE_FORMAT, formatDate, formatMoney, useSession, type Qube } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { DateField } from '@qube/shared/ui/DateField';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import { LoadError, Loading, QubesLoadError, QubesLoading } from '../move-money/LoadState';
import { BackButton, CancelButton, ContinueButton, MoveMoneyModal, SubmitButton } from '../move-money/MoveMoneyModal';
import { PartyRow } from '../move-money/PartyRow';
import { amountRow, dateRow, noteRow, ReviewStep } from '../move-money/ReviewStep';
import type { MoveMoneyDialogProps } from '../move-money/moveMoneyDialogs';
import { OkayButton, SuccessSummary } from '../move-money/SuccessSummary';
import { QubePickerList } from '../internal-transfer/QubePickerList';
import { loadTransferQubes } from '../internal-transfer/transferApi';
import { transferDateError } from '../internal-transfer/transferRules';
import { createBankTransfer, loadBanks, type BankTransferResult } from './bankTransferApi';
import { canReceive, orderBanks, validateBankTransfer } from './bankTransferRules';
import { SelectBankStep } from './SelectBankStep';
import { useSubmission } from '../../ui/useSubmission';

/**
 * Transfer to Bank (MM-102 to MM-104): persistent, 574 px wide, six steps: 1 no bank linked, 2 select bank,
 * 3 select source (skipped when a qube is preset), 4 details, 5 confirm, 6 success. The money leaves the qube when the
 * transfer starts and reaches the bank in 3-5 business days; until then it is pending and can be cancelled from its
 * Transaction Details. Each open mounts a new dialog (fresh form and idempotency key).
 */
export function BankTransferDialog({ presetQubeId, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const banksData = useAccountData(['bank-transfer-banks'], loadBanks);
  const qubesData = useAccountData(['transfer-qubes'], loadTransferQubes);
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  const [step, setStep] = useState<Step>('bank');
  const [chosenBankId, setBankId] = useState<number | null>(null);
  const [fromId, setFromId] = useState<Qube['id'] | null>(presetQubeId ?? null);
  const [changing, setChanging] = useState(false);
  const [amount, setAmount] = useState('0.00');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { isSubmitting, submitError, submit: send } = useSubmission('We could not make this transfer. Please try again.');
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

  const submit = () =>
    send(async () => {
      if (accountId === null || fromId === null || !bank) return;
      const title = note.trim();
      const done = await createBankTransfer({
        account_id: accountId, from_qube: fromId, plaid_account: bank.id, amount, scheduled_date: isScheduled ? date : 'today', ...(title ? { title } : {}),
        is_active: true, ach_account_number: bank.ach_account_number, ach_routing_number: bank.ach_routing_number, idempotency_key: idempotencyKey,
      });
      setResult(done);
      bus.emit('toast:show', { type: 'success', message: 'Transfer Successful!' });
      setStep('success');
      bus.emit('transfer:success', { kind: 'to_bank', fromQubeId: fromId, amount });
    });

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
    body = <Loading label="Loading your bank accounts" />;
    footer = [cancelButton];
  } else if (banksData.status === 'error') {
    title = 'Select Bank Account';
    body = <LoadError title="We could not load your bank accounts." error={banksData.error} onRetry={reloadBanks} />;
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
      <ContinueButton key="continue" disabled={!bank || !canReceive(bank)} onClick={toDetailsOrSource} />,
    ];
  } else if (qubesData.status !== 'ready') {
    title = 'Transfer From';
    body = qubesData.status === 'error' ? <QubesLoadError error={qubesData.error} onRetry={qubesData.reload} /> : <QubesLoading />;
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
        <PartyRow
          label="From"
          name={from.name}
          detail={formatMoney(from.balance)}
          isLocked={isPreset}
          onClick={() => {
            setChanging(true);
            setStep('source');
          }}
        />
        <PartyRow
          label="To"
          name={bank.nickname ?? bank.name}
          detail={bankLabel}
          onClick={() => {
            setChanging(true);
            setStep('bank');
          }}
        />
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
    footer = [backTo(isPreset ? 'bank' : 'source'), cancelButton, <ContinueButton key="continue" disabled={!check.isValid} onClick={() => setStep('review')} />];
  } else if (step === 'review') {
    title = 'Review Transfer';
    const rows = [{ label: 'From', value: from.name }, { label: 'To', value: `${bank.nickname ?? bank.name} (${bankLabel})` }, amountRow(amount), dateRow(date, today), noteRow(note)];
    body = (
      <ReviewStep rows={rows} error={submitError}>
        <Typography.Paragraph type="secondary">
          {formatMoney(amount)} leaves {from.name} {isScheduled ? 'on that day' : 'now'}. Transfers to a bank take 3-5 business days; until then you can cancel it from its activity.
        </Typography.Paragraph>
      </ReviewStep>
    );
    footer = [backTo('details'), cancelButton, <SubmitButton key="submit" isSubmitting={isSubmitting} onClick={() => void submit()} />];
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
    <MoveMoneyModal title={title} footer={footer} onClose={onClose}>
      {body}
    </MoveMoneyModal>
  );
}

type Step = 'bank' | 'source' | 'details' | 'review' | 'success';
type Props = Pick<MoveMoneyDialogProps, 'presetQubeId' | 'onClose'>;
