import { useState } from 'react';
import { Avatar, Button, Drawer, Dropdown, Menu, type MenuProps } from 'antd';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { homePath, isLimited, isPlus, useSession, type CompanyId } from '@qube/shared';
import { AccountSwitcher } from '../accounts/AccountSwitcher';
import { logout } from '../session/logout';
import { Logo } from './Logo';
import { navigationFor } from './navigation';
import { isEmbeddedWebview, profileMenuEntries } from './profileMenu';
import { usePartnerFeature } from './usePartnerFeature';

type Props = { companyId: CompanyId; brandName: string; primaryColor: string };

const webviewStorage = (): Storage | null => {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
};

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
  const menu: MenuProps['items'] = entries.flatMap((e) => (e.key === 'logout' ? [{ type: 'divider' as const }, e] : [e]));
  const linkStyle = ({ isActive }: { isActive: boolean }) => ({
    padding: '8px 12px',
    borderRadius: 8,
    color: isActive ? primaryColor : '#3a3a3c',
    fontWeight: isActive ? 600 : 500,
    textDecoration: 'none',
    background: isActive ? '#eef3fc' : 'transparent',
  });

  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ee' }}>
      <style>{`
        .qube-topbar-wide { display: flex; }
        .qube-topbar-narrow { display: none; }
        @media (max-width: 767px) { .qube-topbar-wide { display: none; } .qube-topbar-narrow { display: inline-flex; } }
      `}</style>
      <div style={{ maxWidth: 1120, margin: '0 auto', padding: '8px 16px', display: 'flex', alignItems: 'center', gap: 16 }}>
        <Button className="qube-topbar-narrow" aria-label="Open menu" onClick={() => setIsDrawerOpen(true)}>
          ☰
        </Button>
        <Link to={homePath(companyId)} aria-label={`${brandName} home`}>
          <Logo name={isLimited(me) ? `${brandName} Playground` : brandName} color={primaryColor} isPlus={isPlus(account)} />
        </Link>
        <nav aria-label="Main" className="qube-topbar-wide" style={{ gap: 4, flex: 1, flexWrap: 'wrap' }}>
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} style={linkStyle}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 8 }}>
          <AccountSwitcher companyId={companyId} />
          <Dropdown menu={{ items: menu, onClick: ({ key }) => onEntry(key) }} trigger={['click']}>
            <Button type="text" aria-label="Profile menu" icon={<Avatar size="small" style={{ background: primaryColor }}>{me.first_name.slice(0, 1)}</Avatar>}>
              <span className="qube-topbar-wide">{me.first_name}</span>
            </Button>
          </Dropdown>
        </span>
      </div>
      <Drawer title={brandName} placement="left" open={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} size={280}>
        <nav aria-label="Main menu">
          <Menu
            mode="inline"
            selectable={false}
            items={[...navItems.map((i) => ({ key: i.to, label: i.label })), { type: 'divider' as const }, ...entries]}
            onClick={({ key }) => onEntry(key)}
          />
        </nav>
      </Drawer>
    </header>
  );
}
