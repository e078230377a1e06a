import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COMPANY, useSession, type CompanyId } from '@qube/shared';
import { MenuButton } from '../ui/MenuButton';
import { pathAfterSwitch, switchAccount, switchableAccounts } from './switchAccount';

const KIND_LABEL: Record<string, string> = {
  household: 'Household',
  authorized_minor: 'Sub-account',
  authorized_adult: 'Sub-account',
  normal: 'Personal',
};

/** The account switcher (SH-45): company 1 only, when the user has sub-accounts or households. */
export function AccountSwitcher({ companyId }: { companyId: CompanyId }) {
  const me = useSession((s) => s.me);
  const active = useSession((s) => s.active_account);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isSwitching, setIsSwitching] = useState(false);
  const accounts = switchableAccounts(me);
  if (companyId !== COMPANY.main || accounts.length < 2 || !active) return null;

  const entries = accounts.map((account) => ({
    key: String(account.id),
    label: `${account.display_name} · ${account.is_sub_account ? 'Sub-account' : (KIND_LABEL[account.account_type] ?? 'Account')}`,
    disabled: account.id === active.id,
  }));
  const onSelect = async (key: string) => {
    setIsSwitching(true);
    try {
      if (await switchAccount(Number(key))) {
        const next = pathAfterSwitch(pathname);
        if (next) navigate(next);
      }
    } finally {
      setIsSwitching(false);
    }
  };
  return (
    <MenuButton ariaLabel={`Account: ${active.display_name}. Switch account`} entries={entries} onSelect={(key) => void onSelect(key)}>
      <span aria-busy={isSwitching}>{isSwitching ? 'Switching…' : active.display_name}</span>
    </MenuButton>
  );
}
