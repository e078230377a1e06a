import type { Account, Me } from '@qube/shared';
import { canManagePlan, isEmbeddedWebview, profileMenuEntries } from './profileMenu';

const account = (extra: Partial<Account> = {}) => ({ id: 1, is_aggregate: false, is_sub_account: false, ...extra }) as Account;
const me = (extra: Partial<Me> = {}) =>
  ({ primary_account: account(), feature_flags: {}, is_coach: false, is_affiliate: false, ...extra }) as unknown as Me;
const labels = (input: Parameters<typeof profileMenuEntries>[0]) => profileMenuEntries(input).map((e) => e.label);
const base = { me: me(), activeAccount: account(), companyId: 1 as const, isWebview: false, hasPartnerFeature: false };

describe('profile menu', () => {
  it('SH-48 contains Logout, hidden inside an embedded webview', () => {
    expect(labels(base)).toContain('Logout');
    expect(labels({ ...base, isWebview: true })).not.toContain('Logout');
  });

  it('SH-52 shows Manage Plan only on company 1, for a primary account that is not a sub-account, while not viewing a sub-account', () => {
    expect(canManagePlan(base)).toBe(true);
    expect(canManagePlan({ ...base, companyId: 2 })).toBe(false);
    expect(canManagePlan({ ...base, me: me({ primary_account: account({ is_sub_account: true }) }) })).toBe(false);
    expect(canManagePlan({ ...base, activeAccount: account({ id: 2, is_sub_account: true }) })).toBe(false);
    // ON-72: an authorized user does not manage the owner's plan.
    expect(canManagePlan({ ...base, me: me({ account_role: 'authorized_user' }) })).toBe(false);
    expect(labels(base)).toContain('Manage Plan');
  });

  it("SH-53 labels Statements, 'Statements & Reports' with monthly_reports, and 'Reports' for plus accounts", () => {
    expect(labels(base)).toContain('Statements');
    expect(labels({ ...base, me: me({ feature_flags: { monthly_reports: true } }) })).toContain('Statements & Reports');
    expect(labels({ ...base, activeAccount: account({ is_aggregate: true }) })).toContain('Reports');
  });

  it("SH-54 shows 'Go to Partner Portal' to coaches and affiliates with an active feature", () => {
    expect(labels({ ...base, me: me({ is_coach: true }), hasPartnerFeature: true })).toContain('Go to Partner Portal');
    expect(labels({ ...base, me: me({ is_coach: true }), hasPartnerFeature: false })).not.toContain('Go to Partner Portal');
    expect(labels({ ...base, hasPartnerFeature: true })).not.toContain('Go to Partner Portal');
  });

  it("CO-07 'Go to Partner Portal' opens the portal for a coach or an affiliate with an active feature, never for others", () => {
    const entry = (input: Parameters<typeof profileMenuEntries>[0]) => profileMenuEntries(input).find((e) => e.label === 'Go to Partner Portal');
    expect(entry({ ...base, me: me({ is_affiliate: true }), hasPartnerFeature: true })?.key).toBe('/coaching/dashboard');
    expect(entry({ ...base, me: me({ is_coach: true }), hasPartnerFeature: true })?.key).toBe('/coaching/dashboard');
    expect(entry({ ...base, me: me({ is_affiliate: true }), hasPartnerFeature: false })).toBeUndefined();
    expect(entry({ ...base, hasPartnerFeature: true })).toBeUndefined();
  });

  it('SH-48 detects the embedded webview by user agent or ?webview=1, remembered for the tab', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(isEmbeddedWebview('Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit', '', storage)).toBe(true);
    expect(isEmbeddedWebview('Mozilla/5.0 QubeApp/4.0', '', storage)).toBe(true);
    expect(isEmbeddedWebview('Mozilla/5.0 Chrome/156', '', storage)).toBe(false);
    expect(isEmbeddedWebview('Mozilla/5.0 Chrome/156', '?webview=1', storage)).toBe(true);
    expect(isEmbeddedWebview('Mozilla/5.0 Chrome/156', '', storage)).toBe(true);
  });
});
