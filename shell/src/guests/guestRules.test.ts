import { createQueryOf, guestDecision, isAnonymousOnly, isGuestAllowedPath, nonGuestRedirect } from './guestRules';

const me = (planning: boolean) => ({ feature_flags: { planning_screen: planning } }) as unknown as Parameters<typeof nonGuestRedirect>[1];

describe('guest rules', () => {
  it('SH-11 a guest is sent to the Financial Playground on load from any page but its own', () => {
    expect(guestDecision({ pathname: '/dashboard', isLoad: true, previous: null })).toEqual({ type: 'redirect', to: '/financial-playground' });
    expect(guestDecision({ pathname: '/manage-account', isLoad: true, previous: null })).toEqual({ type: 'redirect', to: '/financial-playground' });
    expect(guestDecision({ pathname: '/financial-playground', isLoad: true, previous: null })).toEqual({ type: 'allow' });
    expect(guestDecision({ pathname: '/planning', isLoad: true, previous: null })).toEqual({ type: 'allow' });
  });

  it('SH-12 a guest reaching an onboarding layout goes to planning', () => {
    for (const pathname of ['/register/begin', '/register/start', '/signup', '/beta']) {
      expect(guestDecision({ pathname, isLoad: false, previous: '/financial-playground' })).toEqual({ type: 'redirect', to: '/planning' });
    }
  });

  it('SH-13 any other route opens the sign-up dialog instead, and the guest stays where it was', () => {
    expect(guestDecision({ pathname: '/dashboard', isLoad: false, previous: '/planning' })).toEqual({ type: 'sign-up', stayAt: '/planning' });
    expect(guestDecision({ pathname: '/qubes', isLoad: false, previous: '/financial-playground' })).toEqual({ type: 'sign-up', stayAt: '/financial-playground' });
    // The legal pages the dialog links to stay open (ON-39).
    expect(guestDecision({ pathname: '/terms', isLoad: false, previous: '/planning' })).toEqual({ type: 'allow' });
    expect(guestDecision({ pathname: '/privacy-policy', isLoad: false, previous: '/planning' })).toEqual({ type: 'allow' });
    expect(isGuestAllowedPath('/statements')).toBe(false);
    expect(isGuestAllowedPath('/financial-playground/budget')).toBe(true);
  });

  it("SH-14 'create' on planning opens the sign-up dialog and leaves the rest of the query", () => {
    expect(createQueryOf('/planning', '?create')).toEqual({ opens: true, rest: '' });
    expect(createQueryOf('/planning', '?create=1&x=2')).toEqual({ opens: true, rest: '?x=2' });
    expect(createQueryOf('/planning', '?x=2')).toEqual({ opens: false, rest: '?x=2' });
    expect(createQueryOf('/financial-playground', '?create')).toEqual({ opens: false, rest: '?create' });
  });

  it('SH-15 the playground is for guests only: others go to planning (with its flag) or home', () => {
    expect(isAnonymousOnly('/financial-playground')).toBe(true);
    expect(isAnonymousOnly('/planning')).toBe(false);
    expect(nonGuestRedirect('/financial-playground', me(true), 1)).toBe('/planning');
    expect(nonGuestRedirect('/financial-playground/x', me(false), 1)).toBe('/dashboard');
    expect(nonGuestRedirect('/planning', me(true), 1)).toBeNull();
  });
});
