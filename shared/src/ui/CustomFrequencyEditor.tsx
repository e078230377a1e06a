import { useId } from 'react';
import { Button, Flex, InputNumber, Radio, Select, Typography } from 'antd';
import {
  CALENDAR_DAY_OPTIONS,
  CUSTOM_REPEAT_MESSAGES,
  FREQUENCY_UNITS,
  LAST_DAY_NOTE,
  LAST_DAY_OF_MONTH,
  MONTHS,
  WEEK_ORDINALS,
  WEEKDAYS,
  describeCustomRepeat,
  ordinal,
  toggleCalendarDay,
  validateCustomRepeat,
  type CalendarType,
  type CustomFrequency,
  type Frequency,
} from '../domain/frequency';

type Props = {
  value: CustomFrequency;
  onChange: (value: CustomFrequency) => void;
  /** SD-32: how many dates the monthly picker keeps, 1 = a single date, -1 = unlimited. */
  maxDays?: number;
  disabled?: boolean;
};

/**
 * The custom-frequency editor every money dialog and income share (SD-29 to SD-34). Controlled: `value` is the
 * editor state and `toCustomRepeat(value)` gives the API fields once `validateCustomRepeat(value)` is null.
 */
export function CustomFrequencyEditor({ value, onChange, maxDays = -1, disabled }: Props) {
  const messageId = useId();
  const error = validateCustomRepeat(value);
  const isIntervalInvalid = error === CUSTOM_REPEAT_MESSAGES.interval;
  const set = (patch: Partial<CustomFrequency>) => onChange({ ...value, ...patch });
  const [, unit] = FREQUENCY_UNITS[value.frequency];
  return (
    <Flex vertical gap="small" role="group" aria-label="Custom frequency">
      <Flex gap="small" align="center" wrap>
        <Select<Frequency> aria-label="Frequency" value={value.frequency} onChange={(frequency) => set({ frequency })} options={FREQUENCY_OPTIONS} disabled={disabled} style={{ minWidth: 120 }} />
        <Typography.Text>every</Typography.Text>
        <InputNumber<number>
          aria-label={`Every how many ${unit}`}
          aria-invalid={isIntervalInvalid}
          aria-describedby={isIntervalInvalid ? messageId : undefined}
          status={isIntervalInvalid ? 'error' : undefined}
          inputMode="numeric"
          value={value.transfer_interval}
          onChange={(transfer_interval) => set({ transfer_interval })}
          disabled={disabled}
          style={{ width: 72 }}
        />
        <Typography.Text>{unit}</Typography.Text>
      </Flex>

      {value.frequency === 'weekly' && (
        <ToggleGroup label="Days of the week" options={WEEKDAYS} selected={value.weekdays} onToggle={(day) => set({ weekdays: toggle(value.weekdays, day) })} disabled={disabled} />
      )}

      {value.frequency === 'monthly' && (
        <>
          <Radio.Group
            aria-label="Monthly on"
            optionType="button"
            value={value.calendar_type}
            onChange={(event) => set({ calendar_type: event.target.value as CalendarType })}
            options={CALENDAR_TYPE_OPTIONS}
            disabled={disabled}
          />
          {value.calendar_type === 'dates' ? (
            <>
              <ToggleGroup
                label="Days of the month"
                options={DAY_TOGGLES}
                selected={value.days}
                onToggle={(day) => set({ days: toggleCalendarDay(value.days, day, maxDays) })}
                disabled={disabled}
              />
              {value.days.includes(LAST_DAY_OF_MONTH) && <Typography.Text type="secondary">{LAST_DAY_NOTE}</Typography.Text>}
            </>
          ) : (
            <Flex gap="small" wrap>
              <Select<number> aria-label="Week of the month" placeholder="Week" value={value.week ?? undefined} onChange={(week) => set({ week })} options={[...WEEK_ORDINALS]} disabled={disabled} style={{ minWidth: 90 }} />
              <Select<number> aria-label="Day of the week" placeholder="Day" value={value.weekday ?? undefined} onChange={(weekday) => set({ weekday })} options={WEEKDAY_OPTIONS} disabled={disabled} style={{ minWidth: 130 }} />
            </Flex>
          )}
        </>
      )}

      {value.frequency === 'yearly' && (
        <>
          <ToggleGroup label="Months" options={MONTHS} selected={value.months} onToggle={(month) => set({ months: toggle(value.months, month) })} disabled={disabled} />
          <Select<number>
            aria-label="Day of the month"
            value={value.days[0] ?? 1}
            onChange={(day) => set({ days: [day] })}
            options={[...CALENDAR_DAY_OPTIONS]}
            virtual={false}
            disabled={disabled}
            style={{ maxWidth: 220 }}
          />
          {value.days[0] === LAST_DAY_OF_MONTH && <Typography.Text type="secondary">{LAST_DAY_NOTE}</Typography.Text>}
        </>
      )}

      {error ? (
        <Typography.Text type="danger" role="alert" id={messageId}>
          {error}
        </Typography.Text>
      ) : (
        <Typography.Text aria-live="polite">{describeCustomRepeat(value)}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Toggle buttons (aria-pressed) named by their short label, as shown (a name must hold the visible text,
 * WCAG 2.5.3: 'Fri' is not in 'Friday'); the full name is the tooltip and the description.
 */
function ToggleGroup({ label, options, selected, onToggle, disabled }: ToggleGroupProps) {
  return (
    <Flex role="group" aria-label={label} gap={4} wrap>
      {options.map((option) => {
        const isOn = selected.includes(option.value);
        return (
          <Button key={option.value} size="small" type={isOn ? 'primary' : 'default'} aria-pressed={isOn} title={option.name} onClick={() => onToggle(option.value)} disabled={disabled}>
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}

const toggle = (values: readonly number[], value: number) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value].sort((a, b) => a - b));

const FREQUENCY_OPTIONS: { label: string; value: Frequency }[] = [
  { label: 'Daily', value: 'daily' },
  { label: 'Weekly', value: 'weekly' },
  { label: 'Monthly', value: 'monthly' },
  { label: 'Yearly', value: 'yearly' },
];

const CALENDAR_TYPE_OPTIONS: { label: string; value: CalendarType }[] = [
  { label: 'On dates', value: 'dates' },
  { label: 'On the', value: 'days' },
];

const WEEKDAY_OPTIONS = WEEKDAYS.map((d) => ({ label: d.name, value: d.value }));

const DAY_TOGGLES = CALENDAR_DAY_OPTIONS.map((o) => (o.value === LAST_DAY_OF_MONTH ? { label: o.label, name: o.label, value: o.value } : { label: o.label, name: ordinal(o.value), value: o.value }));

type ToggleGroupProps = {
  label: string;
  options: readonly { label: string; name: string; value: number }[];
  selected: readonly number[];
  onToggle: (value: number) => void;
  disabled?: boolean;
};
