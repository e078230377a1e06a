import { useState } from 'react';
import { DEFAULT_CUSTOM_FREQUENCY, validateCustomRepeat, type CustomFrequency } from '@qube/shared/frequency';
import type { RepeatValue } from '../internal-transfer/transferRules';
import type { ScheduleFieldsProps } from './ScheduleFields';

/**
 * The schedulable half of a move-money form (Internal Transfer, Bank Deposit): date (today unless editing), repeat, its
 * custom frequency and the note, with the fields' props ready for `ScheduleFields`. An invalid custom repeat only keeps
 * Continue disabled: the editor shows its own message (MM-56).
 */
export function useScheduleForm(today: string, initial: ScheduleValues | null) {
  const [date, setDate] = useState(initial?.date ?? today);
  const [repeat, setRepeat] = useState<RepeatValue>(initial?.repeat ?? 'none');
  const [custom, setCustom] = useState<CustomFrequency>(initial?.custom ?? DEFAULT_CUSTOM_FREQUENCY);
  const [note, setNote] = useState(initial?.note ?? '');
  const isRepeatValid = repeat !== 'custom' || validateCustomRepeat(custom) === null;
  const fields: Omit<ScheduleFieldsProps, 'check'> = { date, today, repeat, custom, note, onDateChange: setDate, onRepeatChange: setRepeat, onCustomChange: setCustom, onNoteChange: setNote };
  return { date, repeat, custom, note, isRepeatValid, fields };
}

type ScheduleValues = { date: string; repeat: RepeatValue; custom: CustomFrequency; note: string };
