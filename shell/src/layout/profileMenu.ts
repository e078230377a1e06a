import { COMPANY, isPlus, type Account, type CompanyId, type Me } from '@qube/shared';
import { statementsLabel } from './navigation';

export type ProfileMenuEntry = { key: string; label: string };

export type ProfileMenuInput = {
  me: Me;
  activeAccount: Account | null;
  companyId: CompanyId;
  isWebview: boolean;
  hasPartnerFeature: boolean;
};

/**
 * Manage Plan (SH-52): company 1, a primary account that is not a sub-account, not viewing a sub-account; and not an
 * authorized user (ON-72: the plan is the owner's, the API refuses their change with 403).
 */
export function canManagePlan({ me, activeAccount, companyId }: Pick<ProfileMenuInput, 'me' | 'activeAccount' | 'companyId'>): boolean {
  return companyId === COMPANY.main && me.account_role !== 'authorized_user' && !me.primary_account.is_sub_account && !activeAccount?.is_sub_account;
}

/** The profile menu's entries, each with its rule (SH-48, SH-52, SH-53, SH-54). */
export function profileMenuEntries(input: ProfileMenuInput): ProfileMenuEntry[] {
  const { me, activeAccount, isWebview, hasPartnerFeature } = input;
  const entries: ProfileMenuEntry[] = [{ key: '/manage-account', label: 'Manage Account' }];
  if (canManagePlan(input)) entries.push({ key: '/manage-plan', label: 'Manage Plan' });
  entries.push({ key: '/statements', label: statementsLabel(me, isPlus(activeAccount)) });
  if ((me.is_coach || me.is_affiliate) && hasPartnerFeature) entries.push({ key: '/coaching/dashboard', label: 'Go to Partner Portal' });
  // Inside the mobile app's embedded webview the app owns logout (SH-48).
  if (!isWebview) entries.push({ key: 'logout', label: 'Logout' });
  return entries;
}

/**
 * Embedded webview detection (SH-48): Android's WebView marks its user agent with '; wv)', our
 * mobile apps add 'QubeApp/'; a page opened with ?webview=1 is treated the same for the rest of the tab.
 */
export function isEmbeddedWebview(userAgent: string, search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (new URLSearchParams(search).get('webview') === '1') {
    storage?.setItem('qube_webview', '1');
    return true;
  }
  if (storage?.getItem('qube_webview') === '1') return true;
  return /; wv\)/.test(userAgent) || /QubeApp\//.test(userAgent);
}

/** The tab's storage for the webview mark (none where storage is blocked). */
export const webviewStorage = (): Storage | null => {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
};
