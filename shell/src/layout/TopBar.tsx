import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { bus, canMoveMoney, homePath, isLimited, isPlus, useSession, type CompanyId } from '@qube/shared';
import { AccountSwitcher } from '../accounts/AccountSwitcher';
import { NotificationBell } from '../notifications/NotificationBell';
import { logout } from '../session/logout';
import { MenuButton } from '../ui/MenuButton';
import { ModalDialog } from '../ui/ModalDialog';
import { Logo } from './Logo';
import { navigationFor } from './navigation';
import { isEmbeddedWebview, profileMenuEntries, webviewStorage } from './profileMenu';
import { usePartnerFeature } from './usePartnerFeature';

type Props = { companyId: CompanyId; brandName: string; primaryColor: string };

/**
 * The signed-in top bar (SH-43 to SH-54): logo, navigation, account switcher and the profile menu;
 * on narrow screens the same navigation and menu live in a drawer.
 */
export function TopBar({ companyId, brandName, primaryColor }: Props) {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const hasPartnerFeature = usePartnerFeature(me);
  if (!me) return null;

  const navItems = navigationFor(me, companyId);
  const siteName = isLimited(me) ? `${brandName} Playground` : brandName;
  const entries = profileMenuEntries({
    me,
    activeAccount: account,
    companyId,
    isWebview: isEmbeddedWebview(navigator.userAgent, search, webviewStorage()),
    hasPartnerFeature,
  });
  const onEntry = (key: string) => {
    setIsDrawerOpen(false);
    if (key === 'logout') void logout();
    else navigate(key);
  };

  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ee' }}>
      <style>{`
        .qube-topbar-wide { display: flex; }
        .qube-topbar-narrow { display: none; }
        @media (max-width: 767px) { .qube-topbar-wide { display: none; } .qube-topbar-narrow { display: inline-flex; } }
      `}</style>
      <div style={{ maxWidth: 1120, margin: '0 auto', padding: '8px 16px', display: 'flex', alignItems: 'center', gap: 16, minHeight: 56 }}>
        <button type="button" className="qube-button qube-topbar-narrow" aria-label="Open menu" onClick={() => setIsDrawerOpen(true)}>
          ☰
        </button>
        <Link to={homePath(companyId)} aria-label={`${siteName} home`}>
          <Logo name={siteName} color={primaryColor} isPlus={isPlus(account)} />
        </Link>
        <nav aria-label="Main" className="qube-topbar-wide" style={{ gap: 4, flex: 1, flexWrap: 'wrap' }}>
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} className="qube-nav-link">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {isPlus(account) && canMoveMoney(me, account) && (
            // SH-47: plus accounts allowed to move money get the selection from every page.
            <button type="button" className="qube-button qube-button-primary" onClick={() => bus.emit('command:open-move-money', {})}>
              Move Money
            </button>
          )}
          <NotificationBell />
          <AccountSwitcher companyId={companyId} />
          {/* Named by what it shows plus hidden words ('Alex profile menu'): a name must hold the visible text. */}
          <MenuButton className="qube-button" entries={entries.map((e) => ({ ...e, dividerBefore: e.key === 'logout' }))} onSelect={onEntry}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <span className="qube-avatar" style={{ background: primaryColor }} aria-hidden="true">
                {me.first_name.slice(0, 1)}
              </span>
              <span className="qube-topbar-wide">{me.first_name}</span>
              <span className="qube-visually-hidden"> profile menu</span>
            </span>
          </MenuButton>
        </span>
      </div>
      <ModalDialog
        open={isDrawerOpen}
        title={brandName}
        width={280}
        placement="left"
        onClose={() => setIsDrawerOpen(false)}
        footer={
          <button type="button" className="qube-button" onClick={() => setIsDrawerOpen(false)}>
            Close
          </button>
        }
      >
        <nav aria-label="Main menu" className="qube-drawer-nav">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} onClick={() => setIsDrawerOpen(false)}>
              {item.label}
            </NavLink>
          ))}
          <hr style={{ width: '100%', border: 0, borderTop: '1px solid #e5e8ee' }} />
          {entries.map((entry) => (
            <button key={entry.key} type="button" onClick={() => onEntry(entry.key)}>
              {entry.label}
            </button>
          ))}
        </nav>
      </ModalDialog>
    </header>
  );
}
