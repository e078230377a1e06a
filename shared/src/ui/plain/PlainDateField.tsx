import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { formatDate } from '../../domain/dates';
import { DATE_INVALID_MESSAGE, isDateValue, parseTypedDate } from '../dateInput';
import { PlainCalendarPopup, type PlainCalendarProps } from './PlainCalendarPopup';
import { BUTTON_STYLE } from './plainStyles';

/**
 * A date field in plain markup (a first view loads no antd: the activity filters, the partner portal's list filters),
 * behaving as the shared DateField: it takes typed dates (DATE_INPUT_FORMATS), committed when the person leaves the
 * field or presses Enter, shows them as 'MMM D, YYYY', keeps text that is no date and says 'Please enter a valid
 * date'. The calendar button beside it opens the area's calendar (`Calendar`: antd's, lazily loaded in the area's
 * theme) on demand.
 */
export function PlainDateField({ label, placeholder, value, onChange, error, width, Calendar }: Props) {
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const shown = isDateValue(value) ? formatDate(value) : value;
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  // A value changed from outside (a day picked, the same date typed in another form) shows as the field's text.
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }
  const isInvalidText = value !== '' && !isDateValue(value);
  const message = isInvalidText ? DATE_INVALID_MESSAGE : error;

  const commit = () => {
    const typed = text.trim();
    const next = typed === '' ? '' : (parseTypedDate(typed) ?? typed);
    if (next !== value) onChange(next);
    else setText(shown);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  const closeCalendar = () => {
    setIsCalendarOpen(false);
    button.current?.focus();
  };

  return (
    <span
      // One column no wider than the field: an input's own width (its `size`) would push the button over the next field.
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, width, flex: 'none', position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isCalendarOpen) closeCalendar();
      }}
    >
      <span style={{ display: 'flex' }}>
        <input
          type="text"
          aria-label={label}
          aria-invalid={isInvalidText || Boolean(error)}
          aria-describedby={message ? messageId : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          style={{ ...INPUT_STYLE, borderColor: message ? ERROR_COLOR : '#d9d9d9' }}
        />
        <button ref={button} type="button" aria-label={`Choose ${label}`} aria-expanded={isCalendarOpen} onClick={() => setIsCalendarOpen((o) => !o)} style={CALENDAR_BUTTON_STYLE}>
          <CalendarIcon />
        </button>
      </span>
      {message && (
        <span role="alert" id={messageId} style={{ color: ERROR_COLOR }}>
          {message}
        </span>
      )}
      {isCalendarOpen && (
        <PlainCalendarPopup
          Calendar={Calendar}
          label={label}
          value={isDateValue(value) ? value : ''}
          onPick={(day) => {
            onChange(day);
            closeCalendar();
          }}
          onClose={closeCalendar}
        />
      )}
    </span>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" />
    </svg>
  );
}

/** The theme's error colour (themeTokens' colorError): 4.5:1 on white. */
const ERROR_COLOR = '#b42318';
const INPUT_STYLE = { font: 'inherit', flex: 1, minWidth: 0, width: '100%', boxSizing: 'border-box', minHeight: 32, padding: '4px 11px', border: '1px solid #d9d9d9', borderRadius: '8px 0 0 8px', background: '#fff', color: 'rgba(0,0,0,0.88)' } as const;
const CALENDAR_BUTTON_STYLE = { ...BUTTON_STYLE, padding: '4px 10px', borderRadius: '0 8px 8px 0', marginLeft: -1, color: '#595959' } as const;

type Props = {
  label: string;
  placeholder?: string;
  /** 'YYYY-MM-DD', '' when empty, or the text as typed when it is no date. */
  value: string;
  onChange: (value: string) => void;
  /** The form's own message for this field (a reversed range). */
  error?: string | null;
  width?: number;
  /** The area's calendar, loaded on demand and in its theme (see PlainCalendarProps); it loads on the first open. */
  Calendar: ComponentType<PlainCalendarProps>;
};
