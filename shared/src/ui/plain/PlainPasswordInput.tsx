import { useState, type InputHTMLAttributes } from 'react';
import { INPUT_STYLE, type PlainControlProps } from './PlainField';

type Props = PlainControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | keyof PlainControlProps> & { color: string };

/**
 * A password input with a Show/Hide button (what antd's Input.Password drew, in plain markup). The button is a real
 * button, named for what it does and pressed while the password shows. Its border turns red while it is invalid
 * (aria-invalid, which PlainField sets from the field's error).
 */
export function PlainPasswordInput({ color, style, ...input }: Props) {
  const [isShown, setIsShown] = useState(false);
  return (
    <div style={{ position: 'relative' }}>
      <input {...input} type={isShown ? 'text' : 'password'} style={{ ...INPUT_STYLE, paddingRight: 64, ...(input['aria-invalid'] ? { borderColor: '#cf1322' } : null), ...style }} />
      <button
        type="button"
        aria-pressed={isShown}
        aria-label="Show password"
        onClick={() => setIsShown((shown) => !shown)}
        style={{ font: 'inherit', fontSize: 13, position: 'absolute', right: 4, top: 4, bottom: 4, padding: '0 8px', border: 0, borderRadius: 6, background: 'none', color, cursor: 'pointer' }}
      >
        {isShown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
