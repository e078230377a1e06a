import type { AffiliateMe } from '@qube/shared';
import { PORTAL_PAGES, pageLabel, portalRedirect, portalTabs, type PortalViewer } from './coachingAccess';

type ProgramType = NonNullable<AffiliateMe['current_subscription']>['program']['program_type'];
const program = (program_type: ProgramType, affiliate_features: string[]): AffiliateMe => ({ id: 1, current_subscription: { program: { program_type, affiliate_features } } });
const ALL = ['dashboard', 'revenue', 'leads', 'clients', 'coach_profile'];
const viewer = (me: Partial<NonNullable<PortalViewer['me']>>, p: AffiliateMe | null, flags: Record<string, boolean> = { web_partner_revenue: true }): PortalViewer => ({
  me: { is_coach: false, is_affiliate: false, is_rewards_affiliate: false, feature_flags: flags, ...me },
  program: p,
});
const labels = (v: PortalViewer) => portalTabs(v).map((t) => t.label);

const coach = viewer({ is_coach: true }, program('coach', ALL));
const affiliate = viewer({ is_affiliate: true }, program('affiliate', ['dashboard', 'revenue']));
const rewards = viewer({ is_affiliate: true, is_rewards_affiliate: true }, program('rewards', ['dashboard']));

describe('portal routes', () => {
  it('CO-01 CO-02 names every route of the spec with its path (clients and manage-program ours)', () => {
    expect(Object.values(PORTAL_PAGES).map((p) => [p.name, p.path])).toEqual(
      expect.arrayContaining([
        ['coaching-dashboard', '/coaching/dashboard'],
        ['coaching-revenue', '/coaching/revenue'],
        ['coaching-leads', '/coaching/leads'],
        ['coaching-clients', '/coaching/clients'],
        ['coaching-profile', '/coaching/profile'],
        ['coaching-manage-program', '/coaching/manage-program'],
        ['coaching-node-sales', '/coaching/node-sales'],
      ]),
    );
  });
});

describe('tab bar', () => {
  it("CO-05 a coach sees Dashboard, Revenue, Leads, Clients, Payouts, Codes, 'Coach Profile' and Manage Program; no Node Sales", () => {
    expect(labels(coach)).toEqual(['Dashboard', 'Revenue', 'Leads', 'Clients', 'Payouts', 'Codes', 'Coach Profile', 'Manage Program']);
  });

  it('CO-05 Leads and Coach Profile are for coaches only, even when the program lists them', () => {
    const v = viewer({ is_affiliate: true }, program('affiliate', ALL));
    expect(labels(v)).not.toContain('Leads');
    expect(labels(v)).not.toContain('Coach Profile');
  });

  it("CO-05 'Revenue' reads 'Enrollment' for church and employer programs", () => {
    expect(pageLabel('revenue', viewer({ is_affiliate: true }, program('church', ['revenue'])))).toBe('Enrollment');
    expect(labels(viewer({ is_affiliate: true }, program('employer', ['dashboard', 'revenue'])))).toContain('Enrollment');
    expect(labels(affiliate)).toContain('Revenue');
  });

  it('CO-05 Node Sales only for rewards affiliates, never for church or employer programs', () => {
    expect(labels(rewards)).toContain('Node Sales');
    expect(labels(affiliate)).not.toContain('Node Sales');
    expect(labels(viewer({ is_affiliate: true, is_rewards_affiliate: true }, program('church', ['dashboard'])))).not.toContain('Node Sales');
  });

  it('CO-11 web_partner_revenue off hides Revenue even when the program has the feature', () => {
    expect(labels(viewer({ is_affiliate: true }, program('affiliate', ['dashboard', 'revenue']), {}))).not.toContain('Revenue');
  });
});

describe('coaching guard', () => {
  it('CO-07 neither coach nor affiliate → /dashboard', () => {
    expect(portalRedirect(viewer({}, program('coach', ALL)), 'dashboard')).toBe('/dashboard');
    expect(portalRedirect({ me: null, program: null }, 'dashboard')).toBe('/dashboard');
  });

  it('CO-07 CO-09 a partner without any active feature → /dashboard', () => {
    expect(portalRedirect(viewer({ is_coach: true }, program('coach', [])), 'dashboard')).toBe('/dashboard');
    expect(portalRedirect(viewer({ is_coach: true }, program('coach', ['other'])), 'dashboard')).toBe('/dashboard');
    expect(portalRedirect(viewer({ is_coach: true }, null), 'dashboard')).toBe('/dashboard');
  });

  it('CO-09 any one of dashboard, revenue, leads, clients, coach_profile opens the area', () => {
    for (const feature of ALL) expect(portalRedirect(viewer({ is_coach: true }, program('coach', [feature])), 'payouts')).toBeNull();
  });

  it('CO-08 a page whose feature is off goes to the first enabled page', () => {
    expect(portalRedirect(affiliate, 'leads')).toBe('/coaching/dashboard');
    expect(portalRedirect(viewer({ is_coach: true }, program('coach', ['revenue', 'leads'])), 'dashboard')).toBe('/coaching/revenue');
    expect(portalRedirect(viewer({ is_coach: true }, program('coach', ['coach_profile'])), 'revenue')).toBe('/coaching/payouts');
    expect(portalRedirect(coach, 'node-sales')).toBe('/coaching/dashboard');
    expect(portalRedirect(coach, 'profile')).toBeNull();
  });
});
