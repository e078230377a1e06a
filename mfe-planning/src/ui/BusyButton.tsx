import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { BUTTON_STYLE, ButtonSpinner, primaryButtonStyle } from '@qube/shared/ui/plain';
import { DANGER, primaryColor } from './plainLook';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'primary' | 'default' | 'danger';
  size?: 'small' | 'middle';
  /** A request under way: said (aria-busy) and shown, but the button stays enabled. */
  isBusy?: boolean;
};

/**
 * A plain button that is busy, not disabled, while its request runs: a disabled button drops keyboard focus (the
 * shared PlainButton disables while loading). The caller ignores a second press meanwhile.
 */
export function BusyButton({ variant = 'default', size = 'middle', isBusy = false, style, children, ...rest }: Props) {
  const look: CSSProperties = variant === 'primary' ? primaryButtonStyle(primaryColor()) : variant === 'danger' ? { ...BUTTON_STYLE, color: DANGER, borderColor: DANGER } : BUTTON_STYLE;
  const sized: CSSProperties = size === 'small' ? { minHeight: 24, padding: '0 7px', borderRadius: 4 } : {};
  return (
    <button
      {...rest}
      type="button"
      aria-busy={isBusy || undefined}
      style={{ ...look, fontWeight: look.fontWeight ?? 400, ...sized, display: 'inline-flex', alignItems: 'center', gap: 6, cursor: isBusy ? 'progress' : 'pointer', ...style }}
    >
      {isBusy && <ButtonSpinner />}
      {children}
    </button>
  );
}
