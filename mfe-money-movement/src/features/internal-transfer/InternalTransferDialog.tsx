import { useState } from 'react';
import dayjs from 'dayjs';
import { api, ApiError, DATE_VALUE_FORMAT, readFeatureFlags, sessionStore, useSession, type Qube, type ScheduledActivity } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { findAllocationsToReview, type AllocationsToReview } from '../auto-allocation/autoAllocationApi';
import { ReviewAutoAllocationDialog } from '../auto-allocation/ReviewAutoAllocationDialog';
import { backButton, cancelButton, continueButton, MoneyMoveDialog, QUBES, submitButton, waitingStep, type StepView } from '../move-money/MoneyMoveSteps';
import { OkayButton } from '../move-money/SuccessSummary';
import { UndoButton } from '../undo/UndoButton';
import { runTransferUndo } from '../undo/transferUndo';
import { useMoneyMoveWizard } from '../move-money/useMoneyMoveWizard';
import { useScheduleForm } from '../move-money/useScheduleForm';
import { QubePickerList } from './QubePickerList';
import { loadTransferQubes } from './transferApi';
import { TransferDetailsStep } from './TransferDetailsStep';
import { TransferReviewStep } from './TransferReviewStep';
import { TransferSuccessStep } from './TransferSuccessStep';
import {
  buildTransferPayload,
  fillToAmount,
  formFromScheduled,
  nextStepAfterDestination,
  nextStepAfterSource,
  stepBackFromDetails,
  validateTransfer,
  type QubeId,
  type TransferMode,
  type TransferStep,
} from './transferRules';

/**
 * The Internal Transfer dialog (MM-40 to MM-74): persistent, 574 px wide, full screen under
 * 600 px, five steps. The host mounts it afresh on every open, which resets the form, the errors
 * and the idempotency key (MM-42).
 */
export function InternalTransferDialog({ presetQubeId, presetAmount, editing, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const qubesData = useAccountData(['transfer-qubes'], loadTransferQubes);
  const [today] = useState(() => dayjs().format(DATE_VALUE_FORMAT));
  // Editing opens at the details with the scheduled transfer's values (MM-44).
  const [initial] = useState(() => (editing ? formFromScheduled(editing, today) : null));
  const isEditing = initial !== null;
  // A top-up (an alert's one tap) opens at the details: from Cloud, into the preset qube, the amount filled in.
  const isTopUp = presetAmount !== undefined && typeof presetQubeId === 'number';
  const { step, setStep, renewKey, isSubmitting, submitError, submit } = useMoneyMoveWizard<TransferStep>(
    initial || isTopUp ? 'details' : 'from',
    'We could not make this transfer. Please try again.',
  );
  const [fromId, setFromId] = useState<QubeId | null>(initial?.from ?? (isTopUp ? 'cloud' : null));
  const [toId, setToId] = useState<QubeId | null>(initial?.to ?? presetQubeId ?? null);
  const [changingSide, setChangingSide] = useState<'from' | 'to' | null>(null);
  const [mode, setMode] = useState<TransferMode>('transfer');
  const [amount, setAmount] = useState(initial?.amount ?? (isTopUp ? presetAmount : '0.00'));
  const schedule = useScheduleForm(today, initial);
  const { date, repeat, custom, note, isRepeatValid } = schedule;
  const [review, setReview] = useState<AllocationsToReview | null>(null);
  const [madeId, setMadeId] = useState<number | null>(null);

  const list = qubesData.data ?? [];
  const from = list.find((q) => q.id === fromId) ?? null;
  const to = list.find((q) => q.id === toId) ?? null;
  // A preset destination flagged toFund is locked (MM-55); editing, which would lock the source, is not built.
  const isToLocked = presetQubeId !== undefined && to !== null && to.id === presetQubeId && to.toFund;
  const isFromLocked = false;
  const check = validateTransfer({
    from: fromId,
    to: toId,
    mode,
    amount,
    date,
    today,
    sourceBalance: from?.balance ?? '0.00',
    destinationBalance: to?.balance ?? '0.00',
    sourceName: from?.name ?? '',
    destinationName: to?.name ?? '',
  });
  const movedAmount = mode === 'fill_to' ? fillToAmount(amount, to?.balance ?? '0.00') : amount;
  const isScheduled = date !== today;

  const changeMode = (next: TransferMode, destination: Qube | null = to) => {
    setMode(next);
    // Fill To starts at the destination's balance, Transfer at 0 (MM-54); a mode change is a new key.
    setAmount(next === 'fill_to' && destination && !destination.balance.startsWith('-') ? destination.balance : '0.00');
    renewKey();
  };

  const pickSource = (qube: Qube) => {
    setFromId(qube.id);
    // The type resets to transfer when the source changes (MM-53).
    if (mode !== 'transfer') changeMode('transfer');
    setStep(nextStepAfterSource({ isEditing, isDestinationLocked: isToLocked, hasDestination: toId !== null, isChangingFromDetails: changingSide === 'from' }));
    setChangingSide(null);
  };

  const pickDestination = (qube: Qube) => {
    setToId(qube.id);
    if (mode === 'fill_to') changeMode('fill_to', qube);
    setStep(nextStepAfterDestination());
    setChangingSide(null);
  };

  const swap = () => {
    setFromId(toId);
    setToId(fromId);
    // Swapping re-applies the type to the new destination (MM-53).
    changeMode(mode, from);
  };

  const goBack = () => {
    if (step === 'to') setStep('from');
    if (step === 'details') setStep(stepBackFromDetails({ isEditing, isLocked: isFromLocked || isToLocked, isPresetCloud: presetQubeId === 'cloud' }));
    if (step === 'review') setStep('details');
  };

  const send = () =>
    submit(async (idempotencyKey) => {
      if (accountId === null || fromId === null || toId === null || !to) return null;
      const payload = buildTransferPayload({ accountId, from: fromId, to: toId, mode, amount, destinationBalance: to.balance, repeat, custom, date, today, note, idempotencyKey });
      // A form with an id updates that scheduled transfer (MM-65, MM-66: PATCH orders/{id}/).
      const response = editing ? await api.patch<{ amount: string; id?: number; status?: string }>(`orders/${editing.id}/`, payload) : await api.post<{ amount: string; id?: number; status?: string }>('orders/', payload);
      if (response.status !== 200 && response.status !== 201) throw new ApiError(response.status, null);
      // A transfer made now can be undone from its success (issue 25 §4); the answer's id is its activity.
      if (!editing && response.data.status === 'executed' && typeof response.data.id === 'number') setMadeId(response.data.id);
      const after = () => {
        if (fromId === 'cloud' && typeof toId === 'number') void offerAllocationReview(accountId, toId);
      };
      return { moved: { kind: 'internal', fromQubeId: fromId, toQubeId: toId, amount: payload.amount }, answer: response.data, after };
    });

  /**
   * MM-71, MM-72: money moved from Cloud may make the destination's scheduled auto-allocations for this budget
   * period unneeded; when there are some, with flag auto_allocation and auto funding on, the review takes the place
   * of step 5 (which shows until the answers arrive, and stays if any look-up fails: the transfer succeeded).
   * Without the flag nothing is asked: the review could not show. The transfer-success event is not held back for
   * these look-ups (MM-73): balances are refetched at once.
   */
  const offerAllocationReview = async (forAccountId: number, destinationId: number) => {
    const { isLoggedIn, me } = sessionStore.getState();
    if (!readFeatureFlags(isLoggedIn, me?.feature_flags).auto_allocation) return;
    try {
      const found = await findAllocationsToReview(forAccountId, destinationId);
      if (found) setReview(found);
    } catch {
      // The step-5 success stays.
    }
  };

  // The details step's amount, its rule's verdict and the schedule (date, repeat, note).
  const amountFields = { mode, amount, check, onAmountChange: setAmount, ...schedule.fields };
  const back = backButton(goBack);
  const keepDetails = backButton(() => setStep('details'), 'keep');

  const viewOf = (): StepView => {
    const waiting = waitingStep('Move Money From', qubesData, QUBES, [cancelButton]);
    if (waiting) return waiting;
    if (step === 'from' || (step === 'details' && (!from || !to))) {
      const body = <QubePickerList qubes={list.filter((q) => q.id !== toId)} onPick={pickSource} />;
      return { title: 'Move Money From', body, footer: changingSide === 'from' ? [keepDetails, cancelButton] : [cancelButton] };
    }
    if (step === 'to' || !from || !to) {
      const body = <QubePickerList qubes={list.filter((q) => q.id !== fromId)} onPick={pickDestination} />;
      return { title: 'Move Money To', body, footer: [changingSide === 'to' ? keepDetails : back, cancelButton] };
    }
    if (step === 'details') {
      const changeSide = (side: 'from' | 'to') => {
        setChangingSide(side);
        setStep(side);
      };
      const sides = { from, to, isFromLocked, isToLocked, onChangeSide: changeSide, onSwap: swap };
      const body = <TransferDetailsStep {...sides} {...amountFields} onModeChange={(next) => changeMode(next)} />;
      return { title: 'Internal Transfer', body, footer: [back, cancelButton, continueButton(!check.isValid || !isRepeatValid, () => setStep('review'))] };
    }
    if (step === 'review') {
      const body = <TransferReviewStep from={from} to={to} amount={movedAmount} date={date} today={today} repeat={repeat} custom={custom} note={note} error={submitError} />;
      return { title: 'Review Transfer', body, footer: [back, cancelButton, submitButton(isSubmitting, () => void send())] };
    }
    const body = <TransferSuccessStep amount={movedAmount} fromName={from.name} toName={to.name} date={date} isScheduled={isScheduled} />;
    const undo = madeId !== null && !isScheduled ? [<UndoButton key="undo" activityId={madeId} run={runTransferUndo} onUndone={onClose} />] : [];
    return { title: isScheduled ? 'Internal Transfer Scheduled' : 'Internal Transfer Submitted', body, footer: [...undo, <OkayButton key="okay" onClick={onClose} />] };
  };

  if (step === 'success' && review && from && to) {
    return (
      <ReviewAutoAllocationDialog
        period={review.period}
        qubeId={review.qubeId}
        initialItems={review.items}
        summary={<TransferSuccessStep amount={movedAmount} fromName={from.name} toName={to.name} date={date} isScheduled={isScheduled} />}
        onClose={onClose}
      />
    );
  }

  return (
    <MoneyMoveDialog view={viewOf()} onClose={onClose} rootClassName="qube-internal-transfer">
      <style>{FULLSCREEN_ON_MOBILE}</style>
    </MoneyMoveDialog>
  );
}

// Full screen under 600 px (MM-40); antd's modal has no prop for it.
const FULLSCREEN_ON_MOBILE = `@media (max-width: 599px) {
  .qube-internal-transfer .ant-modal { width: 100vw !important; max-width: 100vw; margin: 0; top: 0; padding-bottom: 0; }
  .qube-internal-transfer .ant-modal-container, .qube-internal-transfer .ant-modal-content { min-height: 100vh; border-radius: 0; }
}`;

type Props = {
  /** The qube the dialog was opened for: the destination (MM-43). */
  presetQubeId?: QubeId;
  /** With a preset qube: a top-up of this amount from Cloud, opened at the details (issue 25 §2). */
  presetAmount?: string;
  /** The scheduled transfer being edited (MM-44). */
  editing?: ScheduledActivity;
  onClose: () => void;
};
