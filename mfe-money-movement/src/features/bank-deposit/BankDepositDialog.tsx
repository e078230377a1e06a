import { useCallback, useState, type ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  ApiError,
  bus,
  DATE_VALUE_FORMAT,
  formatMoney,
  sessionStore,
  useSession,
  type LinkedBankAccount,
} from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { BankLinkLauncher } from '../bank-link/BankLinkLauncher';
import { LoadError, Loading } from '../move-money/LoadState';
import { BackButton, CancelButton, ContinueButton, MoveMoneyModal, SubmitButton } from '../move-money/MoveMoneyModal';
import { OkayButton, SuccessSummary } from '../move-money/SuccessSummary';
import { useScheduleForm } from '../move-money/useScheduleForm';
import { BankAccountList } from './BankAccountList';
import { createDeposit, loadDepositContext, postAuditLog, updateDeposit } from './bankDepositApi';
import { DepositDetailsStep } from './DepositDetailsStep';
import { DepositReviewStep } from './DepositReviewStep';
import {
  buildAuditLog,
  buildDepositPayload,
  depositAmount,
  formFromScheduledDeposit,
  repeatLabel,
  validateDeposit,
  type DepositMode,
  type DepositStep,
  type ScheduledDeposit,
} from './depositRules';
import { useSubmission } from '../../ui/useSubmission';

/**
 * The Bank Deposit dialog (MM-79 to MM-97): persistent, 574 px wide, five steps, from a linked bank into Cloud. Each
 * open mounts it afresh (new form and idempotency key, MM-81); it starts at step 2 with the first linked account
 * chosen, or at step 1 when none is linked (MM-82). Editing a scheduled deposit opens at step 3 (MM-93). Deposits land
 * in Cloud only: a preset qube is not a target (docs/adr/0036-bank-deposits.md).
 */
export function BankDepositDialog({ editing, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error: loadError, reload } = useAccountData(['bank-deposit-context'], loadDepositContext);
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  const [initial] = useState(() => (editing ? formFromScheduledDeposit(editing.deposit, today) : null));
  const [step, setStep] = useState<DepositStep | null>(initial ? 'details' : null);
  const [bankId, setBankId] = useState<number | null>(initial?.bankId ?? null);
  const [mode, setMode] = useState<DepositMode>('transfer');
  const [amount, setAmount] = useState(initial?.amount ?? '0.00');
  const schedule = useScheduleForm(today, initial);
  const { date, repeat, custom, note, isRepeatValid } = schedule;
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // MM-96: the response's fallback_message in the dialog's error area.
  const { isSubmitting, submitError, submit: send } = useSubmission('We could not make this deposit. Please try again.');
  const [isLinking, setIsLinking] = useState(false);

  const accounts = data?.accounts ?? [];
  const cloudBalance = data?.cloudBalance ?? '0.00';
  const bank = accounts.find((a) => a.id === bankId) ?? null;
  // MM-81, MM-82: the first linked account is preselected at step 2; without one the dialog shows step 1.
  const firstUsable = accounts.find((a) => !a.needs_relink) ?? null;
  const shownStep: DepositStep = step ?? (accounts.length === 0 ? 'empty' : 'select');
  const chosenId = bankId ?? firstUsable?.id ?? null;
  const check = validateDeposit({ mode, amount, cloudBalance, date, today });
  const moved = depositAmount(mode, amount, cloudBalance);

  const changeMode = (next: DepositMode) => {
    setMode(next);
    // MM-86: a new key, and the amount resets to 0 (transfer) or the current Cloud balance (fill_to).
    setAmount(next === 'fill_to' ? cloudBalance : '0.00');
    setIdempotencyKey(newKey());
  };

  const onLinked = useCallback(
    (linked: LinkedBankAccount[]) => {
      reload();
      // MM-82: step 1 goes to step 2, with the new account chosen.
      if (linked[0]) setBankId(linked[0].id);
      setStep('select');
    },
    [reload],
  );

  const submit = () =>
    send(async () => {
      if (accountId === null || !bank) return;
      const payload = buildDepositPayload({ accountId, bank, mode, amount, cloudBalance, date, today, repeat, custom, note, idempotencyKey });
      const response = editing ? await updateDeposit(editing.id, payload) : await createDeposit(payload);
      if (response.status !== 200 && response.status !== 201) throw new ApiError(response.status, null);
      setStep('success');
      bus.emit('transfer:success', { kind: 'bank_deposit', toQubeId: 'cloud', amount: payload.amount });
      const { me, active_account: account } = sessionStore.getState();
      void postAuditLog(
        buildAuditLog({
          accountId,
          bank,
          amount: payload.amount,
          ownerName: me ? `${me.first_name} ${me.last_name}` : '',
          accountNumber: account?.account_number ?? '',
          frequency: repeatLabel(repeat, custom),
          date,
        }),
      );
    });

  const cancelButton = <CancelButton key="cancel" />;
  const backTo = (target: DepositStep) => <BackButton key="back" onClick={() => setStep(target)} />;

  let title: string;
  let body: ReactNode;
  let footer: ReactNode[];
  if (status === 'loading') {
    title = 'Bank Deposit';
    body = <Loading label="Loading your linked banks" />;
    footer = [cancelButton];
  } else if (status === 'error') {
    title = 'Bank Deposit';
    body = <LoadError title="We could not load your linked banks." error={loadError} onRetry={reload} />;
    footer = [cancelButton];
  } else if (shownStep === 'empty') {
    title = 'No Bank Account Linked';
    body = <Empty description="Link a bank account to add money to your Cloud from it." />;
    footer = [
      cancelButton,
      <Button key="link" type="primary" onClick={() => setIsLinking(true)}>
        Link a Bank Account
      </Button>,
    ];
  } else if (shownStep === 'select' || !bank) {
    title = 'Select Bank Account';
    body = (
      <>
        <BankAccountList accounts={accounts} selectedId={chosenId} onSelect={setBankId} />
        <Button type="link" onClick={() => setIsLinking(true)} style={{ paddingLeft: 0, marginTop: 8 }}>
          Link Another Bank Account
        </Button>
      </>
    );
    footer = [
      cancelButton,
      <ContinueButton
        key="continue"
        disabled={chosenId === null}
        onClick={() => {
          setBankId(chosenId);
          setStep('details');
        }}
      />,
    ];
  } else if (shownStep === 'details') {
    title = 'Bank Deposit';
    body = (
      <DepositDetailsStep
        bank={bank}
        cloudBalance={cloudBalance}
        mode={mode}
        amount={amount}
        check={check}
        onChangeBank={() => setStep('select')}
        onModeChange={changeMode}
        onAmountChange={setAmount}
        {...schedule.fields}
      />
    );
    footer = [backTo('select'), cancelButton, <ContinueButton key="continue" disabled={!check.isValid || !isRepeatValid} onClick={() => setStep('review')} />];
  } else if (shownStep === 'review') {
    title = 'Review Bank Deposit';
    body = <DepositReviewStep bank={bank} amount={moved} date={date} today={today} repeat={repeat} custom={custom} note={note} error={submitError} />;
    footer = [backTo('details'), cancelButton, <SubmitButton key="submit" isSubmitting={isSubmitting} disabled={!check.isValid || !isRepeatValid} onClick={() => void submit()} />];
  } else {
    title = 'Bank Deposit Submitted';
    body = (
      <SuccessSummary amount={moved}>
        <Typography.Paragraph>
          {formatMoney(moved)} from {bank.institution_name} is on its way to your Cloud. It may take up to 3-5 business days.
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
      {isLinking && <BankLinkLauncher onLinked={onLinked} onClose={() => setIsLinking(false)} />}
    </>
  );
}

const newKey = (): string => crypto.randomUUID();

type Props = {
  /** The scheduled deposit being edited (MM-93): its id and what GET deposits/ach-deposits/{id}/ answered. */
  editing?: { id: number; deposit: ScheduledDeposit };
  onClose: () => void;
};
