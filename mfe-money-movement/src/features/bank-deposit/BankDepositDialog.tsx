import { useCallback, useState } from 'react';
import { Button, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { ApiError, DATE_VALUE_FORMAT, formatMoney, sessionStore, useSession, type LinkedBankAccount } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { BankLinkLauncher } from '../bank-link/BankLinkLauncher';
import { backButton, cancelButton, continueButton, MoneyMoveDialog, submitButton, successStep, waitingStep, type StepView } from '../move-money/MoneyMoveSteps';
import { useMoneyMoveWizard } from '../move-money/useMoneyMoveWizard';
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

/**
 * The Bank Deposit dialog (MM-79 to MM-97): persistent, 574 px wide, five steps, from a linked bank into Cloud. Each
 * open mounts it afresh (new form and idempotency key, MM-81); it starts at step 2 with the first linked account
 * chosen, or at step 1 when none is linked (MM-82). Editing a scheduled deposit opens at step 3 (MM-93). Deposits land
 * in Cloud only: a preset qube is not a target (docs/adr/0036-bank-deposits.md).
 */
export function BankDepositDialog({ editing, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const context = useAccountData(['bank-deposit-context'], loadDepositContext);
  const { data, reload } = context;
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  const [initial] = useState(() => (editing ? formFromScheduledDeposit(editing.deposit, today) : null));
  // MM-96: the response's fallback_message in the dialog's error area. 'start' is step 1 or 2, by what is linked.
  const { step, setStep, renewKey, isSubmitting, submitError, submit } = useMoneyMoveWizard<DepositStep | 'start'>(
    initial ? 'details' : 'start',
    'We could not make this deposit. Please try again.',
  );
  const [bankId, setBankId] = useState<number | null>(initial?.bankId ?? null);
  const [mode, setMode] = useState<DepositMode>('transfer');
  const [amount, setAmount] = useState(initial?.amount ?? '0.00');
  const schedule = useScheduleForm(today, initial);
  const { date, repeat, custom, note, isRepeatValid } = schedule;
  const [isLinking, setIsLinking] = useState(false);

  const accounts = data?.accounts ?? [];
  const cloudBalance = data?.cloudBalance ?? '0.00';
  const bank = accounts.find((a) => a.id === bankId) ?? null;
  // MM-81, MM-82: the first linked account is preselected at step 2; without one the dialog shows step 1.
  const firstUsable = accounts.find((a) => !a.needs_relink) ?? null;
  const shownStep: DepositStep = step !== 'start' ? step : accounts.length === 0 ? 'empty' : 'select';
  const chosenId = bankId ?? firstUsable?.id ?? null;
  const check = validateDeposit({ mode, amount, cloudBalance, date, today });
  const moved = depositAmount(mode, amount, cloudBalance);

  const changeMode = (next: DepositMode) => {
    setMode(next);
    // MM-86: a new key, and the amount resets to 0 (transfer) or the current Cloud balance (fill_to).
    setAmount(next === 'fill_to' ? cloudBalance : '0.00');
    renewKey();
  };

  const onLinked = useCallback(
    (linked: LinkedBankAccount[]) => {
      reload();
      // MM-82: step 1 goes to step 2, with the new account chosen.
      if (linked[0]) setBankId(linked[0].id);
      setStep('select');
    },
    [reload, setStep],
  );

  const send = () =>
    submit(async (idempotencyKey) => {
      if (accountId === null || !bank) return null;
      const payload = buildDepositPayload({ accountId, bank, mode, amount, cloudBalance, date, today, repeat, custom, note, idempotencyKey });
      const response = editing ? await updateDeposit(editing.id, payload) : await createDeposit(payload);
      if (response.status !== 200 && response.status !== 201) throw new ApiError(response.status, null);
      const audit = () => {
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
      };
      return { moved: { kind: 'bank_deposit', toQubeId: 'cloud', amount: payload.amount }, answer: response.data, toast: false, after: audit };
    });

  // The details step's amount, its rule's verdict and the schedule (date, repeat, note).
  const amountFields = { mode, amount, check, onAmountChange: setAmount, ...schedule.fields };
  const backTo = (target: DepositStep) => backButton(() => setStep(target));
  const linkButton = (label: string, props: { type: 'primary' | 'link'; style?: object }) => (
    <Button key="link" {...props} onClick={() => setIsLinking(true)}>
      {label}
    </Button>
  );

  const viewOf = (): StepView => {
    const waiting = waitingStep('Bank Deposit', context, { label: 'Loading your linked banks', failed: 'We could not load your linked banks.' }, [cancelButton]);
    if (waiting) return waiting;
    if (shownStep === 'empty') {
      const body = <Empty description="Link a bank account to add money to your Cloud from it." />;
      return { title: 'No Bank Account Linked', body, footer: [cancelButton, linkButton('Link a Bank Account', { type: 'primary' })] };
    }
    if (shownStep === 'select' || !bank) {
      const body = (
        <>
          <BankAccountList accounts={accounts} selectedId={chosenId} onSelect={setBankId} />
          {linkButton('Link Another Bank Account', { type: 'link', style: { paddingLeft: 0, marginTop: 8 } })}
        </>
      );
      const toDetails = () => {
        setBankId(chosenId);
        setStep('details');
      };
      return { title: 'Select Bank Account', body, footer: [cancelButton, continueButton(chosenId === null, toDetails)] };
    }
    if (shownStep === 'details') {
      const body = <DepositDetailsStep bank={bank} cloudBalance={cloudBalance} onChangeBank={() => setStep('select')} onModeChange={changeMode} {...amountFields} />;
      return { title: 'Bank Deposit', body, footer: [backTo('select'), cancelButton, continueButton(!check.isValid || !isRepeatValid, () => setStep('review'))] };
    }
    if (shownStep === 'review') {
      const body = <DepositReviewStep bank={bank} amount={moved} date={date} today={today} repeat={repeat} custom={custom} note={note} error={submitError} />;
      return { title: 'Review Bank Deposit', body, footer: [backTo('details'), cancelButton, submitButton(isSubmitting, () => void send(), !check.isValid || !isRepeatValid)] };
    }
    const told = (
      <Typography.Paragraph>
        {formatMoney(moved)} from {bank.institution_name} is on its way to your Cloud. It may take up to 3-5 business days.
      </Typography.Paragraph>
    );
    return successStep('Bank Deposit Submitted', moved, told, onClose);
  };

  return (
    <>
      <MoneyMoveDialog view={viewOf()} onClose={onClose} />
      {isLinking && <BankLinkLauncher onLinked={onLinked} onClose={() => setIsLinking(false)} />}
    </>
  );
}

type Props = {
  /** The scheduled deposit being edited (MM-93): its id and what GET deposits/ach-deposits/{id}/ answered. */
  editing?: { id: number; deposit: ScheduledDeposit };
  onClose: () => void;
};
