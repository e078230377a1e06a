import { useState } from 'react';
import { Space, Typography } from 'antd';
import { formatMoney, useSession, type Qube } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { backButton, cancelButton, continueButton, MoneyMoveDialog, QUBES, submitButton, successStep, waitingStep, type StepView } from '../move-money/MoneyMoveSteps';
import type { MoveMoneyDialogProps } from '../move-money/moveMoneyDialogs';
import { AmountField, NoteField, SourceRow } from '../move-money/DetailsFields';
import { PartyRow } from '../move-money/PartyRow';
import { amountRow, noteRow, ReviewStep } from '../move-money/ReviewStep';
import { useMoneyMoveWizard } from '../move-money/useMoneyMoveWizard';
import { QubePickerList } from '../internal-transfer/QubePickerList';
import { loadTransferQubes } from '../internal-transfer/transferApi';
import { PersonSearchStep } from './PersonSearchStep';
import { sendToPerson, type Person } from './sendToFriendApi';
import { validateSend } from './sendToFriendRules';

/**
 * Send to Friend (MM-98 to MM-101): persistent, 574 px wide, five steps: 1 the person, 2 the source qube (skipped
 * when a qube is preset), 3 details, 4 confirm, 5 success. The move is instant. Each open mounts a new dialog, so the
 * form and its idempotency key are fresh; a repeated Submit sends the same key (the API moves money once).
 */
export function SendToFriendDialog({ presetQubeId, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const qubesData = useAccountData(['transfer-qubes'], loadTransferQubes);
  const { step, setStep, isSubmitting, submitError, submit } = useMoneyMoveWizard<Step>('person', 'We could not send this money. Please try again.');
  const [term, setTerm] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const [fromId, setFromId] = useState<Qube['id'] | null>(presetQubeId ?? null);
  const [isChangingSource, setIsChangingSource] = useState(false);
  const [amount, setAmount] = useState('0.00');
  const [note, setNote] = useState('');

  const list = qubesData.data ?? [];
  const from = list.find((q) => q.id === fromId) ?? null;
  const isPreset = presetQubeId !== undefined;
  const check = validateSend({ hasSource: from !== null, hasRecipient: person !== null, amount, sourceBalance: from?.balance ?? '0.00' });

  const pickPerson = (picked: Person) => {
    setPerson(picked);
    // MM-98: the source step is skipped when a qube is preset (or already chosen).
    setStep(fromId !== null ? 'details' : 'source');
  };

  const pickSource = (qube: Qube) => {
    setFromId(qube.id);
    setIsChangingSource(false);
    setStep('details');
  };

  const goBack = () => {
    if (step === 'source') setStep('person');
    if (step === 'details') setStep(isPreset ? 'person' : 'source');
    if (step === 'review') setStep('details');
  };

  const send = () =>
    submit(async (idempotencyKey) => {
      if (accountId === null || !person || fromId === null) return null;
      const title = note.trim();
      const answer = await sendToPerson({ account_id: accountId, from_qube: fromId, to_account: person.primary_account, amount, ...(title ? { title } : {}), idempotency_key: idempotencyKey });
      return { moved: { kind: 'to_friend', fromQubeId: fromId, amount }, answer };
    });

  const back = backButton(goBack);

  const changeSource = () => {
    setIsChangingSource(true);
    setStep('source');
  };

  const viewOf = (): StepView => {
    if (step === 'person' || !person) return { title: 'Send to Friend', body: <PersonSearchStep term={term} onTermChange={setTerm} onPick={pickPerson} />, footer: [cancelButton] };
    const waiting = waitingStep('Send From', qubesData, QUBES, [back, cancelButton]);
    if (waiting) return waiting;
    if (step === 'source' || !from) {
      return { title: 'Send From', body: <QubePickerList qubes={list} onPick={pickSource} />, footer: [isChangingSource ? backButton(() => setStep('details'), 'keep') : back, cancelButton] };
    }
    if (step === 'details') {
      const body = (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <PartyRow label="To" name={person.full_name} onClick={() => setStep('person')} />
          <SourceRow from={from} isLocked={isPreset} onChange={changeSource} />
          <AmountField amount={amount} all={from.balance} error={check.error} onChange={setAmount} />
          <NoteField note={note} onChange={setNote} />
        </Space>
      );
      return { title: 'Send to Friend', body, footer: [back, cancelButton, continueButton(!check.isValid, () => setStep('review'))] };
    }
    if (step === 'review') {
      const body = (
        <ReviewStep rows={[{ label: 'To', value: person.full_name }, { label: 'From', value: from.name }, amountRow(amount), noteRow(note)]} error={submitError}>
          <Typography.Paragraph type="secondary">The money reaches {person.full_name} at once and cannot be cancelled.</Typography.Paragraph>
        </ReviewStep>
      );
      return { title: 'Review Transfer', body, footer: [back, cancelButton, submitButton(isSubmitting, () => void send())] };
    }
    const told = (
      <Typography.Paragraph>
        {formatMoney(amount)} sent from {from.name} to {person.full_name}.
      </Typography.Paragraph>
    );
    return successStep('Money Sent', amount, told, onClose);
  };

  return <MoneyMoveDialog view={viewOf()} onClose={onClose} />;
}

type Step = 'person' | 'source' | 'details' | 'review' | 'success';
type Props = Pick<MoveMoneyDialogProps, 'presetQubeId' | 'onClose'>;
