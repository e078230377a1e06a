import { forwardRef, useId, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { DatePicker, Typography, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_VALUE_FORMAT } from '../domain/dates';
import { DATE_INVALID_MESSAGE, isDateValue, parseTypedDate } from './dateInput';

type Props = {
  /** 'YYYY-MM-DD', '' when empty, or the text as typed when it is no date (see `validateDateValue`). */
  value?: string;
  onChange: (value: string) => void;
  /** The accessible name of the text field. */
  label: string;
  id?: string;
  /**
   * Days the calendar offers. A day typed outside them still reaches `onChange`, so the form refuses it with its
   * own message instead of the field quietly keeping the previous date.
   */
  isDateAllowed?: (date: string) => boolean;
  /** An optional field: a clear button shows. */
  allowEmpty?: boolean;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  /** The form's own message for this field (a date out of range, a required date), shown under it. */
  error?: string | null;
  /**
   * Whether the field itself says 'Please enter a valid date' for text that is no date; false where the
   * enclosing Form.Item's rules (`validateDateValue`) already show it.
   */
  showInvalidMessage?: boolean;
  style?: CSSProperties;
};

const POPUP_CLASS = 'qube-date-field-popup';

/**
 * The calendar's header buttons show 'Nov' and '2026' but antd names them 'Choose a month' and 'Choose a year': a
 * name without the visible text fails WCAG 2.5.3 (axe label-content-name-mismatch). Without these strings the
 * buttons are named by their text. The picker deep-merges this over the page's locale, so the rest stays.
 */
const CALENDAR_LOCALE = { lang: { monthSelect: undefined, yearSelect: undefined, decadeSelect: undefined } } as unknown as DatePickerProps['locale'];

/**
 * Days that cannot be picked and days of the next or previous month: antd greys them at 1.8:1 and, as table
 * cells, they are not disabled controls for contrast checks (axe color-contrast). This grey keeps 4.5:1 on the
 * disabled days' own background (#f5f5f5); they stay apart from the others by that background.
 */
const CALENDAR_STYLES: DatePickerProps['styles'] = { popup: { root: { '--ant-color-text-disabled': '#6b6b6b' } as CSSProperties } };

/**
 * A format function, not strings: the picker parses only string formats, so it never reads typed text itself.
 * Its own reading changed the calendar while typing, committed on Enter or Tab only, otherwise a frame after blur
 * (after a click on Continue had read the old date), and reset the text to the old date on a disabled day or on
 * text it could not read. Typed text is this field's job alone (`parseTypedDate`, DATE_INPUT_FORMATS).
 */
const formatShown = (day: Dayjs) => day.format(DATE_DISPLAY_FORMAT);

/** The picker makes its input read-only with a format function (it could not read typing); this field reads it. */
const TypedInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TypedInput(props, ref) {
  return <input ref={ref} {...props} readOnly={false} />;
});
const COMPONENTS = { input: TypedInput };

/**
 * The date field every form shares: antd's picker showing 'MMM D, YYYY' that also takes typed dates
 * (DATE_INPUT_FORMATS). What was typed is committed when the person leaves the field (Tab, a click on Continue),
 * on Enter, or by picking a day; with the picker's own handling a transfer meant for later went out today.
 * Text that is no date becomes the value as typed and shows 'Please enter a valid date', so no form can send a
 * date the person did not mean; each form refuses such a value (`validateDateValue`) as it refuses an empty one.
 */
export function DateField({ value = '', onChange, label, id, isDateAllowed, allowEmpty = false, placeholder, disabled, status, error, showInvalidMessage = true, style }: Props) {
  const messageId = useId();
  const holder = useRef<HTMLSpanElement>(null);
  // While the value is typed text that is no date, the picker keeps its last date so the text stays in view.
  const [shownDate, setShownDate] = useState(isDateValue(value) ? value : '');
  const nextShownDate = isDateValue(value) || value === '' ? value : shownDate;
  if (nextShownDate !== shownDate) setShownDate(nextShownDate);
  const pickerValue = useMemo(() => (nextShownDate ? dayjs(nextShownDate) : null), [nextShownDate]);
  const isInvalidText = value !== '' && !isDateValue(value);
  const message = isInvalidText && showInvalidMessage ? DATE_INVALID_MESSAGE : error;

  const isInPicker = (node: EventTarget | null) => node instanceof Element && (holder.current?.contains(node) === true || node.closest(`.${POPUP_CLASS}`) !== null);

  const commitText = (text: string) => {
    const typed = text.trim();
    // An emptied field is empty, required or not: the form's required rule speaks, no old date stays behind.
    const next = typed === '' ? '' : (parseTypedDate(typed) ?? typed);
    if (next !== value) onChange(next);
  };

  // Capture phase: the text as typed, before the picker handles the key.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLSpanElement>) => {
    if ((event.key === 'Enter' || event.key === 'Tab') && event.target instanceof HTMLInputElement) commitText(event.target.value);
  };
  const onBlurCapture = (event: FocusEvent<HTMLSpanElement>) => {
    if (event.target instanceof HTMLInputElement && holder.current?.contains(event.target) && !isInPicker(event.relatedTarget)) commitText(event.target.value);
  };

  return (
    <span ref={holder} onKeyDownCapture={onKeyDownCapture} onBlurCapture={onBlurCapture} style={{ display: 'grid', gap: 4, ...style }}>
      <DatePicker
        id={id}
        aria-label={label}
        // Set either way: the picker marks any text it cannot read (all typed text) invalid until it is emptied.
        aria-invalid={isInvalidText || Boolean(error)}
        aria-describedby={message ? messageId : undefined}
        value={pickerValue}
        format={formatShown}
        components={COMPONENTS}
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowEmpty}
        preserveInvalidOnBlur
        status={isInvalidText || error ? 'error' : status}
        disabledDate={isDateAllowed ? (day) => !isDateAllowed(day.format(DATE_VALUE_FORMAT)) : undefined}
        classNames={{ popup: { root: POPUP_CLASS } }}
        styles={CALENDAR_STYLES}
        locale={CALENDAR_LOCALE}
        // The text shown is what was typed or the value, never a hovered day (leaving would commit it).
        previewValue={false}
        // Only a day picked in the calendar: the picker reads no typed text (see formatShown).
        onChange={(day) => day && onChange(day.format(DATE_VALUE_FORMAT))}
        onClear={() => onChange('')}
        style={{ width: '100%' }}
      />
      {message && (
        <Typography.Text type="danger" role="alert" id={messageId}>
          {message}
        </Typography.Text>
      )}
    </span>
  );
}
