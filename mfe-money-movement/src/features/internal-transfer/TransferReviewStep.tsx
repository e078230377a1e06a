import { type Qube } from '@qube/shared';
import { describeCustomRepeat, type CustomFrequency } from '@qube/shared/frequency';
import { amountRow, dateRow, noteRow, ReviewStep } from '../move-money/ReviewStep';
import { REPEAT_OPTIONS, type RepeatValue } from './transferRules';

/** Step 4 review (MM-64): what will be sent, and the API's message when it failed (MM-67). */
export function TransferReviewStep({ from, to, amount, date, today, repeat, custom, note, error }: Props) {
  const repeatText = repeat === 'custom' ? describeCustomRepeat(custom) : (REPEAT_OPTIONS.find((o) => o.value === repeat)?.label ?? 'Never');
  const rows = [{ label: 'From', value: from.name }, { label: 'To', value: to.name }, amountRow(amount), dateRow(date, today), { label: 'Repeat', value: repeatText }, noteRow(note)];
  return <ReviewStep rows={rows} error={error} />;
}

type Props = { from: Qube; to: Qube; amount: string; date: string; today: string; repeat: RepeatValue; custom: CustomFrequency; note: string; error: string | null };
