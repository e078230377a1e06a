import { useCallback, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '@qube/shared';
import { BUTTON_STYLE, PlainDrawer } from '@qube/shared/ui/plain';
import { portalTabs } from '../access/coachingAccess';
import { usePartnerProgram } from '../access/PartnerProgramProvider';

const PRIMARY = '#1f5fd1';

// Media queries need a style sheet: wide screens show the tab row, narrow ones the menu button and its drawer.
const RESPONSIVE_CSS = `
.qube-portal-tabs { display: flex; gap: 4px; overflow-x: auto; }
.qube-portal-menu { display: none; }
@media (max-width: 767px) {
  .qube-portal-tabs { display: none; }
  .qube-portal-menu { display: flex; }
}
.qube-portal-tab { padding: 10px 14px; color: #3a3a3c; text-decoration: none; border-bottom: 3px solid transparent; white-space: nowrap; font-weight: 500; }
.qube-portal-tab:hover { color: ${PRIMARY}; }
.qube-portal-tab:focus-visible { outline: 2px solid ${PRIMARY}; outline-offset: -2px; }
.qube-portal-tab[aria-current='page'] { color: ${PRIMARY}; border-bottom-color: ${PRIMARY}; }
.qube-portal-menu-button { display: inline-flex; align-items: center; gap: 8px; }
.qube-portal-menu-button:focus-visible { outline: 2px solid ${PRIMARY}; outline-offset: 1px; }
.qube-portal-drawer-link:hover { background: rgba(0,0,0,0.04); }
.qube-portal-drawer-link { display: block; padding: 12px 8px; color: #1d1d1f; text-decoration: none; border-radius: 8px; }
.qube-portal-drawer-link[aria-current='page'] { background: #e8f0fe; color: #123f8f; font-weight: 600; }
.qube-portal-drawer-link:focus-visible { outline: 2px solid ${PRIMARY}; outline-offset: -2px; }
`;

/**
 * The portal's tab bar (CO-05) and, on narrow screens, the drawer holding the same links. Tabs are
 * links (each page has its own URL, so back, reload and a new tab work); the current one is marked. Plain markup
 * (no antd): the tab bar is part of every page's first view.
 */
export function PortalTabs() {
  const me = useSession((s) => s.me);
  const { state } = usePartnerProgram();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Stable: the drawer listens for Escape with it.
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);
  if (state.status !== 'ready') return null;
  const tabs = portalTabs({ me, program: state.program });
  if (tabs.length === 0) return null;
  const current = tabs.find((tab) => tab.path === pathname);

  return (
    <div style={{ background: '#fff', borderBottom: '1px solid #e5e8ee', marginBottom: 16 }}>
      <style>{RESPONSIVE_CSS}</style>
      <nav aria-label="Partner portal" className="qube-portal-tabs">
        {tabs.map((tab) => (
          <NavLink key={tab.key} to={tab.path} className="qube-portal-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="qube-portal-menu" style={{ alignItems: 'center', gap: 12, padding: '6px 8px' }}>
        <button
          type="button"
          className="qube-portal-menu-button"
          style={BUTTON_STYLE}
          aria-haspopup="dialog"
          aria-expanded={isDrawerOpen}
          aria-controls={isDrawerOpen ? 'qube-portal-drawer' : undefined}
          onClick={() => setIsDrawerOpen(true)}
        >
          <MenuIcon />
          Menu
        </button>
        <span style={{ fontWeight: 600 }}>{current?.label}</span>
      </div>
      {isDrawerOpen && (
        <PlainDrawer id="qube-portal-drawer" title="Partner Portal" side="left" width={280} onClose={closeDrawer}>
          <nav aria-label="Partner portal menu">
            {tabs.map((tab) => (
              <NavLink key={tab.key} to={tab.path} className="qube-portal-drawer-link" onClick={() => setIsDrawerOpen(false)}>
                {tab.label}
              </NavLink>
            ))}
          </nav>
        </PlainDrawer>
      )}
    </div>
  );
}

function MenuIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
