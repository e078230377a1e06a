import type { ReactNode } from 'react';
import { useSession, type StandaloneContext } from '@qube/shared';
import { isWebView } from './coachingSite';
import { ProfileMenu, type ProfileMenuEntry } from './ProfileMenu';

const PRIMARY = '#1f5fd1';
// antd's small Avatar, drawn by hand: the frame of the portal loads no antd.
const AVATAR = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24, borderRadius: '50%', background: PRIMARY, color: '#fff', fontSize: 12 } as const;
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function PortalLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: 20, color: PRIMARY }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect x="3" y="3" width="22" height="22" rx="6" fill={PRIMARY} />
        <rect x="9" y="9" width="10" height="10" rx="2" fill="#fff" />
      </svg>
      Qube{' '}
      <span style={{ fontWeight: 400, fontSize: 15, color: '#3a3a3c' }}>Partner Portal</span>
    </span>
  );
}

/**
 * The partner portal as its own site (CO-03): top bar with the logo, the coach's avatar and first
 * name, a menu with 'Go to Personal View' (CO-04) and 'Logout' (not in a web view), the pages, and a
 * footer. Inside the shell the portal keeps the shell's chrome and this layout is not used. Plain markup (no antd):
 * it is part of every page's first view.
 */
export function CoachingLayout({ site, children, userAgent = globalThis.navigator?.userAgent ?? '' }: { site: StandaloneContext; children: ReactNode; userAgent?: string }) {
  const me = useSession((s) => s.me);
  const firstName = me?.first_name ?? '';
  const entries: ProfileMenuEntry[] = [
    // A link to another origin: the main site resumes the same session from its cookies.
    { key: 'personal', label: 'Go to Personal View', href: site.personalViewUrl },
    ...(isWebView(userAgent) ? [] : [{ key: 'logout', label: 'Logout' }]),
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: '#f5f7fa', fontFamily: 'inherit' }}>
      <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ee' }}>
        <div style={{ maxWidth: 1120, margin: '0 auto', padding: '8px 16px', display: 'flex', alignItems: 'center', gap: 16 }}>
          <a href="/coaching/dashboard" aria-label="Qube Partner Portal home" style={{ textDecoration: 'none' }}>
            <PortalLogo />
          </a>
          <span style={{ marginLeft: 'auto' }}>
            <ProfileMenu
              entries={entries}
              onSelect={(key) => {
                if (key === 'logout') void site.signOut();
              }}
            >
              {/* Named by what it shows plus hidden words ('Cora profile menu'): a name must hold the visible text. */}
              <span aria-hidden="true" style={AVATAR}>
                {firstName.slice(0, 1)}
              </span>
              {firstName}
              <span style={VISUALLY_HIDDEN}> profile menu</span>
            </ProfileMenu>
          </span>
        </div>
      </header>
      <main style={{ flex: 1, width: '100%', maxWidth: 1120, margin: '0 auto', padding: '24px 16px' }}>{children}</main>
      <footer style={{ borderTop: '1px solid #e5e8ee', background: '#fff', padding: '20px 16px', fontSize: 14, color: '#5c5c5c' }}>
        <div style={{ maxWidth: 1120, margin: '0 auto', display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <span>Qube Partner Portal</span>
          <span style={{ marginLeft: 'auto' }}>© {new Date().getFullYear()} Qube. All rights reserved.</span>
        </div>
      </footer>
    </div>
  );
}
