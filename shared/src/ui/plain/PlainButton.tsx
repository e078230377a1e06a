import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { BUTTON_STYLE, linkButtonStyle, primaryButtonStyle } from './plainStyles';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color'> & {
  /** `primary` is filled with the theme's colour, `default` is outlined, `link` looks like a link (antd's button types). */
  variant?: 'primary' | 'default' | 'link';
  /** The theme's colour (`themeTokens(companyId).colorPrimary`, 4.5:1 with white text and on white). */
  color: string;
  /** A request under way: the button says so (aria-busy) and cannot be pressed twice. */
  loading?: boolean;
  type?: 'button' | 'submit';
};

// Every variant gets a fontWeight after its `font` shorthand (primary's 500, else 400), so switching variants never
// drops one (React warns about removing a longhand beside its shorthand).
function variantStyle(variant: Props['variant'], color: string): CSSProperties {
  if (variant === 'primary') return primaryButtonStyle(color);
  if (variant === 'link') return linkButtonStyle(color);
  return BUTTON_STYLE;
}

/**
 * A button in plain markup (what antd's Button drew, without antd on a first view). The browser's own focus ring is
 * kept (no `outline` is set), so focus stays visible; while `loading` it is busy and disabled, with a small spinner.
 */
export function PlainButton({ variant = 'default', color, loading = false, type = 'button', disabled, style, children, ...rest }: Props) {
  const off = disabled || loading;
  const look = variantStyle(variant, color);
  return (
    <button
      {...rest}
      type={type}
      disabled={off}
      aria-busy={loading || undefined}
      style={{ ...look, fontWeight: look.fontWeight ?? 400, ...(off ? { cursor: 'not-allowed', opacity: variant === 'link' ? 0.6 : 0.75 } : null), display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 8, ...style }}
    >
      {loading && <ButtonSpinner />}
      {children}
    </button>
  );
}

/**
 * The busy mark of a button: a ring drawn by borders, turned with the Web Animations API (inline styles cannot hold
 * @keyframes and the kit brings no stylesheet); where that API is missing (jsdom) it is still visible. Hidden from
 * assistive technology: the button's aria-busy and label say it.
 */
export function ButtonSpinner() {
  return <span aria-hidden="true" ref={spin} style={SPINNER_STYLE} />;
}

function spin(node: HTMLSpanElement | null) {
  node?.animate?.([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], { duration: 800, iterations: Infinity });
}

const SPINNER_STYLE: CSSProperties = { width: 12, height: 12, borderRadius: '50%', border: '2px solid currentColor', borderRightColor: 'transparent', display: 'inline-block', flex: 'none' };
