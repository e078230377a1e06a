import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@qube/shared';
import { PlainButton, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { logout } from '../session/logout';
import { useShellPrimary } from './shellPlain';

type Props = { status: 404 | 500; message?: string };

/**
 * The error page (SH-65, SH-66, SH-67): 404 reads 'Oops! Page Not Found'; any other error shows
 * its message and logs the user out. A remote's own failure never comes here. Plain markup
 * (docs/adr/0015-plain-markup-first-views.md): a broken or unknown address loads no UI library.
 */
export function ErrorPage({ status, message }: Props) {
  const navigate = useNavigate();
  const colour = useShellPrimary();
  const isNotFound = status === 404;

  useEffect(() => {
    if (!isNotFound && sessionStore.getState().isLoggedIn) void logout();
  }, [isNotFound]);

  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: 72, fontWeight: 700, lineHeight: 1, margin: '0 0 24px', color: colour }}>
        {status}
      </p>
      <h1 style={{ ...TITLE_STYLE, fontSize: 24, margin: '0 0 8px' }}>{isNotFound ? 'Oops! Page Not Found' : 'Something went wrong'}</h1>
      <p style={{ ...SECONDARY_TEXT, margin: '0 0 24px' }}>{isNotFound ? 'The page you are looking for does not exist.' : (message ?? 'We encountered an error.')}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}>
        <PlainButton variant="primary" color={colour} onClick={() => navigate('/')}>
          Go to the Home Page
        </PlainButton>
        <PlainButton color={colour} onClick={() => void logout()}>
          Logout
        </PlainButton>
      </div>
    </div>
  );
}
