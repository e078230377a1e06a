import { lazy, Suspense, useId } from 'react';
import { Input, Select, Skeleton, Typography } from 'antd';
import type { CustomFrequency } from '@qube/shared/frequency';
import { DateField } from '@qube/shared/ui/DateField';
import { REPEAT_OPTIONS, transferDateError, type RepeatValue } from '../internal-transfer/transferRules';

// The custom-frequency editor loads only when 'Custom' is chosen.
const CustomFrequencyEditor = lazy(() => import('@qube/shared/ui/CustomFrequencyEditor').then((m) => ({ default: m.CustomFrequencyEditor })));

/**
 * The lower half of a details step that can be scheduled (Internal Transfer MM-48 to MM-50, Bank Deposit MM-85): the
 * amount's message line, the date (MM-50, MM-56, MM-88: no day before today in the calendar; one typed is refused
 * under the field), repeat with the custom editor for Custom, and an optional note.
 */
export function ScheduleFields({ check, date, today, repeat, custom, note, onDateChange, onRepeatChange, onCustomChange, onNoteChange }: ScheduleFieldsProps) {
  const dateId = useId();
  return (
    <>
      {check.error && (
        <Typography.Text type="danger" role="alert">
          {check.error}
        </Typography.Text>
      )}
      {!check.error && check.info && <Typography.Text type="secondary">{check.info}</Typography.Text>}
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={dateId}>Date</label>
        <DateField id={dateId} label="Date" value={date} isDateAllowed={(day) => day >= today} error={transferDateError(date, today)} onChange={onDateChange} />
      </div>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Repeat</span>
        <Select<RepeatValue> aria-label="Repeat" value={repeat} onChange={onRepeatChange} options={REPEAT_OPTIONS.map((o) => ({ label: o.label, value: o.value }))} />
      </label>
      {repeat === 'custom' && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the custom repeat" />}>
          <CustomFrequencyEditor value={custom} onChange={onCustomChange} />
        </Suspense>
      )}
      <Input aria-label="Note" placeholder="Add Note Here" maxLength={250} value={note} onChange={(event) => onNoteChange(event.target.value)} />
    </>
  );
}

/** What a details step passes through to its schedule fields. */
export type ScheduleFieldsProps = {
  /** The amount's check: its error (an alert) or else its information line. */
  check: { error: string | null; info: string | null };
  date: string;
  today: string;
  repeat: RepeatValue;
  custom: CustomFrequency;
  note: string;
  onDateChange: (date: string) => void;
  onRepeatChange: (repeat: RepeatValue) => void;
  onCustomChange: (custom: CustomFrequency) => void;
  onNoteChange: (note: string) => void;
};
