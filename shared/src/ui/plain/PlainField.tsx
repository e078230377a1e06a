import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a field's control must carry so its label, help and error reach assistive technology. */
export type PlainControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type Props = {
  label: ReactNode;
  /** The validator's message (a string from @qube/shared's validators), shown under the control; null/undefined: valid. */
  error?: string | null;
  /** A hint under the control, always shown. */
  help?: ReactNode;
  required?: boolean;
  /** A native input's attributes (the default control) … */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** … or a control of one's own, given the ids and ARIA attributes to spread on it. */
  children?: (control: PlainControlProps) => ReactNode;
  style?: CSSProperties;
};

export const INPUT_STYLE: CSSProperties = {
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 32,
  padding: '4px 11px',
  borderRadius: 8,
  // Longhands: a field in error changes only the colour (React must not mix a shorthand with its longhands).
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: '#d9d9d9',
  background: '#fff',
  color: 'rgba(0,0,0,0.88)',
};

const ERROR_COLOUR = '#cf1322'; // antd's error red darkened to 4.5:1 on white (#ff4d4f is 3.3:1)

/**
 * A labelled form field in plain markup (what antd's Form.Item drew, without antd on a first view): the label names
 * the control, the help and the error describe it (aria-describedby) and the error marks it invalid (aria-invalid).
 * The error is not a live region of its own: the form says what failed when it is submitted.
 */
export function PlainField({ label, error, help, required, inputProps, children, style }: Props) {
  const baseId = useId();
  const id = inputProps?.id ?? `${baseId}-control`;
  const helpId = help ? `${baseId}-help` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const control: PlainControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  };
  return (
    <div style={{ marginBottom: 24, ...style }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8, color: 'rgba(0,0,0,0.88)' }}>
        {required && (
          <span aria-hidden="true" style={{ color: ERROR_COLOUR, marginRight: 4 }}>
            *
          </span>
        )}
        {label}
      </label>
      {children ? children(control) : <input {...inputProps} {...control} style={{ ...INPUT_STYLE, ...(error ? { borderColor: ERROR_COLOUR } : null), ...inputProps?.style }} />}
      {help && (
        <div id={helpId} style={{ color: '#595959', marginTop: 4 }}>
          {help}
        </div>
      )}
      {error && (
        <div id={errorId} style={{ color: ERROR_COLOUR, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
