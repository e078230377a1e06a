import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { homePath, isPlus, useSession, type CompanyId } from '@qube/shared';
import { logout } from '../session/logout';
import { navigationFor, statementsLabel } from './navigation';
import { Logo } from './Logo';

type Props = { companyId: CompanyId; brandName: string; primaryColor: string };

/** The signed-in top bar (SH-43, SH-49): logo, navigation and the profile menu with Logout. */
export function TopBar({ companyId, brandName, primaryColor }: Props) {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const navigate = useNavigate();
  if (!me) return null;
  const items = navigationFor(me, companyId);
  const menu: MenuProps['items'] = [
    { key: '/manage-account', label: 'Manage Account' },
    { key: '/statements', label: statementsLabel(me, isPlus(account)) },
    ...(me.is_coach || me.is_affiliate ? [{ key: '/coaching/dashboard', label: 'Go to Partner Portal' }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: 'Logout' },
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else navigate(key);
  };
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e8ee' }}>
      <div style={{ maxWidth: 1120, margin: '0 auto', padding: '8px 16px', display: 'flex', alignItems: 'center', gap: 24 }}>
        <Link to={homePath(companyId)} aria-label={`${brandName} home`}>
          <Logo name={brandName} color={primaryColor} isPlus={isPlus(account)} />
        </Link>
        <nav aria-label="Main" style={{ display: 'flex', gap: 4, flex: 1, flexWrap: 'wrap' }}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              style={({ isActive }) => ({
                padding: '8px 12px',
                borderRadius: 8,
                color: isActive ? primaryColor : '#3a3a3c',
                fontWeight: isActive ? 600 : 500,
                textDecoration: 'none',
                background: isActive ? '#eef3fc' : 'transparent',
              })}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Dropdown menu={{ items: menu, onClick: onMenuClick }} trigger={['click']}>
          <Button type="text" aria-label="Profile menu" icon={<Avatar size="small" style={{ background: primaryColor }}>{me.first_name.slice(0, 1)}</Avatar>}>
            {me.first_name}
          </Button>
        </Dropdown>
      </div>
    </header>
  );
}
