import { useEffect, useId, useState } from 'react';
import { Button, Empty, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { bus, DATE_VALUE_FORMAT, formatDate, formatMoney, useSession, type Qube } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { DateField } from '@qube/shared/ui/DateField';
import { backButton, cancelButton, continueButton, MoneyMoveDialog, QUBES, submitButton, successStep, waitingStep, type StepView } from '../move-money/MoneyMoveSteps';
import { AmountField, NoteField, SourceRow } from '../move-money/DetailsFields';
import { PartyRow } from '../move-money/PartyRow';
import { amountRow, dateRow, noteRow, ReviewStep } from '../move-money/ReviewStep';
import type { MoveMoneyDialogProps } from '../move-money/moveMoneyDialogs';
import { useMoneyMoveWizard } from '../move-money/useMoneyMoveWizard';
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
  const banksData = useAccountData(['bank-transfer-banks'], loadBanks);
  const qubesData = useAccountData(['transfer-qubes'], loadTransferQubes);
  const { step, setStep, isSubmitting, submitError, submit } = useMoneyMoveWizard<Step>('bank', 'We could not make this transfer. Please try again.');
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  const [chosenBankId, setBankId] = useState<number | null>(null);
  const [fromId, setFromId] = useState<Qube['id'] | null>(presetQubeId ?? null);
  const [changing, setChanging] = useState(false);
  const [amount, setAmount] = useState('0.00');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
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

  const send = () =>
    submit(async (idempotencyKey) => {
      if (accountId === null || fromId === null || !bank) return null;
      const title = note.trim();
      const done = await createBankTransfer({
        account_id: accountId, from_qube: fromId, plaid_account: bank.id, amount, scheduled_date: isScheduled ? date : 'today', ...(title ? { title } : {}),
        is_active: true, ach_account_number: bank.ach_account_number, ach_routing_number: bank.ach_routing_number, idempotency_key: idempotencyKey,
      });
      setResult(done);
      return { moved: { kind: 'to_bank', fromQubeId: fromId, amount }, answer: done };
    });

  const backTo = (target: Step) => backButton(() => setStep(target));
  const toDetailsOrSource = () => {
    if (changing) setChanging(false);
    setStep(fromId !== null ? 'details' : 'source');
  };

  const changeSource = () => {
    setChanging(true);
    setStep('source');
  };

  const viewOf = (): StepView => {
    const waitingForBanks = waitingStep('Select Bank Account', banksData, { label: 'Loading your bank accounts', failed: 'We could not load your bank accounts.' }, [cancelButton]);
    if (waitingForBanks) return waitingForBanks;
    if (banks.length === 0 && step !== 'success') {
      // Step 1 (MM-102): nothing to send to yet.
      const link = (
        <Button key="link" type="primary" onClick={linkBank}>
          Link a Bank Account
        </Button>
      );
      return { title: 'No Bank Account Linked', body: <Empty description="Link a bank account to transfer money to it." />, footer: [cancelButton, link] };
    }
    if (step === 'bank' || !bank) {
      const body = <SelectBankStep banks={banks} selectedId={bankId} onSelect={setBankId} onLinkAnother={linkBank} />;
      return { title: 'Select Bank Account', body, footer: [...(changing ? [backTo('details')] : []), cancelButton, continueButton(!bank || !canReceive(bank), toDetailsOrSource)] };
    }
    const waitingForQubes = waitingStep('Transfer From', qubesData, QUBES, [backTo('bank'), cancelButton]);
    if (waitingForQubes) return waitingForQubes;
    if (step === 'source' || !from) {
      const pick = (qube: Qube) => {
        setFromId(qube.id);
        setChanging(false);
        setStep('details');
      };
      return { title: 'Transfer From', body: <QubePickerList qubes={qubes} onPick={pick} />, footer: [backTo(changing ? 'details' : 'bank'), cancelButton] };
    }
    if (step === 'details') {
      const body = (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <SourceRow from={from} isLocked={isPreset} onChange={changeSource} />
          <PartyRow
            label="To"
            name={bank.nickname ?? bank.name}
            detail={bankLabel}
            onClick={() => {
              setChanging(true);
              setStep('bank');
            }}
          />
          <AmountField amount={amount} all={from.balance} error={check.error} onChange={setAmount} />
          <div style={{ display: 'grid', gap: 4 }}>
            <label htmlFor={dateId}>Date</label>
            {/* MM-103: the minimum date is today. */}
            <DateField id={dateId} label="Date" value={date} isDateAllowed={(day) => day >= today} error={transferDateError(date, today)} onChange={setDate} />
          </div>
          <NoteField note={note} onChange={setNote} />
        </Space>
      );
      return { title: 'Transfer to Bank', body, footer: [backTo(isPreset ? 'bank' : 'source'), cancelButton, continueButton(!check.isValid, () => setStep('review'))] };
    }
    if (step === 'review') {
      const rows = [{ label: 'From', value: from.name }, { label: 'To', value: `${bank.nickname ?? bank.name} (${bankLabel})` }, amountRow(amount), dateRow(date, today), noteRow(note)];
      const body = (
        <ReviewStep rows={rows} error={submitError}>
          <Typography.Paragraph type="secondary">
            {formatMoney(amount)} leaves {from.name} {isScheduled ? 'on that day' : 'now'}. Transfers to a bank take 3-5 business days; until then you can cancel it from its activity.
          </Typography.Paragraph>
        </ReviewStep>
      );
      return { title: 'Review Transfer', body, footer: [backTo('details'), cancelButton, submitButton(isSubmitting, () => void send())] };
    }
    const told = (
      <>
        <Typography.Paragraph>
          {result?.status === 'scheduled'
            ? `${formatMoney(amount)} will go from ${from.name} to ${bankLabel} on ${formatDate(date)}.`
            : `${formatMoney(amount)} is on its way from ${from.name} to ${bankLabel}.`}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          It takes 3-5 business days{result?.expected_settle_datetime ? ` (expected by ${formatDate(result.expected_settle_datetime)})` : ''}. It shows as Pending in your activity until then.
        </Typography.Paragraph>
      </>
    );
    return successStep(result?.status === 'scheduled' ? 'Transfer Scheduled' : 'Transfer Submitted', amount, told, onClose);
  };

  return <MoneyMoveDialog view={viewOf()} onClose={onClose} />;
}

type Step = 'bank' | 'source' | 'details' | 'review' | 'success';
type Props = Pick<MoveMoneyDialogProps, 'presetQubeId' | 'onClose'>;
