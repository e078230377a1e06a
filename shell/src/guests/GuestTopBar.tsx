import { bus } from '@qube/shared';
import { Logo } from '../layout/Logo';
import { logout } from '../session/logout';
import { LINK_BUTTON_STYLE } from './linkButtonStyle';

type Props = { primaryColor: string };

/**
 * SH-50: a guest's top bar: the title 'Financial Playground', 'Skip to Create Account' (the anonymous sign-up dialog)
 * and 'Already have an account? Log in here' (ends the guest's session, to the sign-in page). No navigation,
 * notifications or account menu.
 */
export function GuestTopBar({ primaryColor }: Props) {
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ee' }}>
      <div style={{ maxWidth: 1120, margin: '0 auto', padding: '8px 16px', display: 'flex', alignItems: 'center', gap: 16, minHeight: 56, flexWrap: 'wrap' }}>
        <Logo name="Financial Playground" color={primaryColor} isPlus={false} />
        <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <button type="button" className="qube-button qube-button-primary" onClick={() => bus.emit('command:open-sign-up', {})}>
            Skip to Create Account
          </button>
          <span>
            Already have an account?{' '}
            <button type="button" style={LINK_BUTTON_STYLE} onClick={() => void logout()}>
              Log in here
            </button>
          </span>
        </span>
      </div>
    </header>
  );
}
