import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { ButtonSpinner, primaryButtonStyle } from '@qube/shared/ui/plain';
import { stepColour } from './stepColour';

type Props = {
  children: ReactNode;
  /** The step's request runs: the button says so (aria-busy, a spinner) and a second press does nothing. */
  isBusy?: boolean;
  disabled?: boolean;
  /** A submit button by default (the step's form); a plain button runs `onClick`. */
  onClick?: () => void;
  style?: CSSProperties;
};

/**
 * A step's main button (what antd's large, full-width primary Button drew), in plain markup. While its request runs it
 * stays enabled, as antd's loading button did: a disabled button would drop the keyboard focus, which must still be
 * on it when the step shows the API's message.
 */
export function StepButton({ children, isBusy = false, disabled = false, onClick, style }: Props) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.();
  };
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      disabled={disabled}
      aria-busy={isBusy || undefined}
      onClick={press}
      style={{
        ...primaryButtonStyle(stepColour()),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        width: '100%',
        minHeight: 40,
        fontSize: 16,
        ...(disabled ? { cursor: 'not-allowed', opacity: 0.75 } : isBusy ? { cursor: 'progress' } : null),
        ...style,
      }}
    >
      {isBusy && <ButtonSpinner />}
      {children}
    </button>
  );
}
