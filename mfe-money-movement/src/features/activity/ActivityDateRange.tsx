import { useState } from 'react';
import { isDateValue } from '@qube/shared/ui/dateInput';
import { PlainDateField, type PlainCalendarProps } from '@qube/shared/ui/plain';
import { lazyInTheme } from '../../ui/lazyInTheme';

// The calendar is antd's, in money movement's theme and a chunk of its own: it loads when the person first opens it.
const Calendar = lazyInTheme<PlainCalendarProps>(() => import('antd').then(({ Calendar: AntdCalendar }) => AntdCalendar));

export const RANGE_REVERSED = 'Choose a date on or after the From date.';

type Range = { from: string; to: string };

const isUsable = (value: string) => value === '' || isDateValue(value);

/**
 * The custom date range of the activity filters (MM-16, MM-19): From and To, each optional, in plain markup. The fields keep what
 * was typed; the filters change only when both hold a date or nothing, in order, so a text that is no date (the
 * field's message) or a reversed range (the To field's message) never lists activity the person did not ask for.
 */
export function ActivityDateRange({ from, to, onChange }: Props) {
  const [typed, setTyped] = useState<Range>({ from: from ?? '', to: to ?? '' });
  const isReversed = (range: Range) => isDateValue(range.from) && isDateValue(range.to) && range.from > range.to;

  const change = (side: keyof Range, value: string) => {
    const next = { ...typed, [side]: value };
    setTyped(next);
    if (isUsable(next.from) && isUsable(next.to) && !isReversed(next)) onChange({ from: next.from || undefined, to: next.to || undefined });
  };

  return (
    <div role="group" aria-label="Dates" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 }}>
      <PlainDateField label="From date" placeholder="From" value={typed.from} onChange={(value) => change('from', value)} width={170} Calendar={Calendar} />
      <PlainDateField label="To date" placeholder="To" value={typed.to} error={isReversed(typed) ? RANGE_REVERSED : null} onChange={(value) => change('to', value)} width={170} Calendar={Calendar} />
    </div>
  );
}

type Props = {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
};
