import { COMPANY, resolveNavigation, routeByName } from '@qube/shared';
import { makeMe } from '@qube/shared/test-utils';

// PL-01: planning's own check of the route it owns (the shell's navigation shows 'Planning' by the same flag: SH-49).
describe('the planning route', () => {
  const at = (flags: Record<string, boolean>) =>
    resolveNavigation({ pathname: '/planning', isLoggedIn: true, me: makeMe({ feature_flags: flags }), companyId: COMPANY.main });

  it("PL-01 /planning is the named route 'planning' of this area and needs planning_screen", () => {
    expect(routeByName('planning')).toMatchObject({ path: '/planning', owner: 'planning', flag: 'planning_screen' });
    expect(at({ planning_screen: true })).toMatchObject({ type: 'render', route: { name: 'planning' } });
    expect(at({ planning_screen: false })).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(at({})).toEqual({ type: 'redirect', to: '/dashboard' });
  });
});
