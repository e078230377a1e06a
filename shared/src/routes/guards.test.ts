import { COMPANY, type CompanyId } from '../domain/constants';
import { makeAccount, makeMe as makeUser } from '../test-utils/fixtures';
import type { Account, Me } from '../domain/types';
import { afterSignInPath, companyForHost, homePath, isAppActive, resolveNavigation, type GuardContext } from './guards';
import { takeQueryParam } from './queryParams';
import { matchRoute, routeByName, ROUTES } from './routeTable';

const account: Account = makeAccount();

const makeMe = (overrides: Partial<Me> = {}): Me => makeUser({ primary_account: account, ...overrides });

const ctx = (pathname: string, overrides: Partial<GuardContext> = {}): GuardContext => ({
  pathname,
  isLoggedIn: true,
  me: makeMe({ feature_flags: { planning_screen: true } }),
  companyId: COMPANY.main,
  ...overrides,
});

describe('route table', () => {
  it.each([
    ['dashboard', '/dashboard', 'money_movement'],
    ['manage-account', '/manage-account', 'shell'],
    ['manage-plan', '/manage-plan', 'onboarding'],
    ['statements', '/statements', 'statements'],
    ['planning', '/planning', 'planning'],
    ['financial-playground', '/financial-playground', 'planning'],
    ['coaching-dashboard', '/coaching/dashboard', 'coaching'],
    ['register-begin', '/register/begin', 'onboarding'],
    ['qube-plus-migration', '/qube-plus-migration', 'onboarding'],
    ['choice-migration-qube-plus-finish', '/choice-migration-qube-plus-finish', 'onboarding'],
  ])('SH-05 named route %s exists at %s, owned by %s', (name, path, owner) => {
    const route = routeByName(name);
    expect(route).toBeDefined();
    expect(route?.path).toBe(path);
    expect(route?.owner).toBe(owner);
  });

  it('SH-05 qube-plus-migration carries the query string', () => {
    expect(routeByName('qube-plus-migration')?.carriesQuery).toBe(true);
  });

  it.each([
    '/',
    '/beta',
    '/forgot-password',
    '/new-password',
    '/dashboard',
    '/planning',
    '/qubes',
    '/activity',
    '/qubemasters',
    '/manage-plan',
    '/manage-account',
    '/privacy-policy',
    '/terms',
    '/invite/friend',
    '/register/begin',
    '/coaching/dashboard',
    '/coaching/revenue',
    '/coaching/node-sales',
    '/coaching/leads',
    '/coaching/profile',
  ])('SH-06 path %s is in ROUTES with an owner', (path) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(['shell', 'money_movement', 'onboarding', 'planning', 'coaching', 'statements']).toContain(route?.owner);
    expect(matchRoute(path)).toBe(route);
  });

  it('SH-06 /invite/friend is a header-1-only route', () => {
    expect(matchRoute('/invite/friend')?.company2).toBe(false);
  });

  it('SH-06 every path of the table is unique and every route has an owner', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) expect(r.owner).toBeTruthy();
  });

  it.each([
    '/',
    '/register/download',
    '/register/anything',
    '/register/begin',
    '/financial-playground/anything',
    '/financial-playground/a/b',
    '/privacy-policy',
    '/terms',
    '/signup',
    '/unsubscribe-from-emails',
    '/forgot-password',
    '/new-password',
    '/display-card',
  ])('SH-07 %s is public', (path) => {
    expect(matchRoute(path)?.isPublic).toBe(true);
  });

  it.each(['/dashboard', '/planning', '/qubes', '/activity', '/manage-account', '/manage-plan', '/statements', '/coaching/dashboard', '/invite/friend', '/qube-plus-migration'])(
    'SH-07 %s is not public',
    (path) => {
      expect(matchRoute(path)?.isPublic).toBe(false);
    },
  );

  it('SH-07 prefix routes match the longest prefix, exact paths win', () => {
    expect(matchRoute('/register/begin')?.name).toBe('register-begin');
    expect(matchRoute('/register/download')?.name).toBe('register');
    expect(matchRoute('/registerx')).toBeNull();
    expect(matchRoute('/financial-playground/x')?.owner).toBe('planning');
  });

  it('SH-09 /beta is public and carries its query string', () => {
    const beta = matchRoute('/beta');
    expect(beta?.isPublic).toBe(true);
    expect(beta?.carriesQuery).toBe(true);
  });

  it('SH-18 unknown paths match no route', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/coaching/unknown')).toBeNull();
  });
});

describe('resolveNavigation', () => {
  it.each(['/manage-account', '/statements', '/coaching/dashboard'])('SH-03 company 2 allows %s', (path) => {
    const decision = resolveNavigation(ctx(path, { companyId: COMPANY.other, me: makeMe({ is_coach: true }) }));
    expect(decision).toEqual({ type: 'render', route: matchRoute(path) });
  });

  it.each(['/dashboard', '/planning'])('SH-03 company 2 redirects %s to /manage-account', (path) => {
    const decision = resolveNavigation(ctx(path, { companyId: COMPANY.other }));
    expect(decision).toEqual({ type: 'redirect', to: '/manage-account' });
  });

  it('SH-03 company 2 marks only manage-account, statements and the coaching pages (plus public pages) as allowed', () => {
    const allowed = ROUTES.filter((r) => r.company2 && !r.isPublic).map((r) => r.path).sort();
    expect(allowed).toEqual(
      ['/coaching/clients', '/coaching/codes', '/coaching/dashboard', '/coaching/leads', '/coaching/manage-program', '/coaching/node-sales', '/coaching/payouts', '/coaching/profile', '/coaching/revenue', '/manage-account', '/statements'].sort(),
    );
  });

  it('SH-03 company 1 allows every built private route', () => {
    for (const path of ['/dashboard', '/planning', '/statements', '/manage-account']) {
      expect(resolveNavigation(ctx(path)).type).toBe('render');
    }
  });

  it.each([
    [COMPANY.main, '/dashboard'],
    [COMPANY.other, '/manage-account'],
  ] as [CompanyId, string][])('SH-04 company %i home is %s, and a logged-in visit to / goes there', (companyId, home) => {
    expect(homePath(companyId)).toBe(home);
    expect(resolveNavigation(ctx('/', { companyId }))).toEqual({ type: 'redirect', to: home });
  });

  it('SH-07 a logged-out user sees public pages', () => {
    expect(resolveNavigation(ctx('/', { isLoggedIn: false, me: null }))).toEqual({ type: 'render', route: matchRoute('/') });
    expect(resolveNavigation(ctx('/register/begin', { isLoggedIn: false, me: null })).type).toBe('render');
  });

  it('SH-08 a logged-out visit to a private path redirects to / and remembers path and query', () => {
    const decision = resolveNavigation(ctx('/dashboard', { isLoggedIn: false, me: null, search: '?move_money=1', hash: '#x' }));
    expect(decision).toEqual({ type: 'redirect', to: '/', rememberUrl: '/dashboard?move_money=1#x' });
  });

  it('SH-08 a logged-out visit to a coaching page redirects to / too', () => {
    expect(resolveNavigation(ctx('/coaching/dashboard', { isLoggedIn: false, me: null }))).toEqual({
      type: 'redirect',
      to: '/',
      rememberUrl: '/coaching/dashboard',
    });
  });

  it.each([
    ['/dashboard/', '?a=1&b=2', '/dashboard?a=1&b=2'],
    ['/planning//', '', '/planning'],
    ['/unknown/', '?x=1', '/unknown?x=1'],
  ])('SH-10 %s%s redirects to %s', (pathname, search, to) => {
    expect(resolveNavigation(ctx(pathname, { search }))).toEqual({ type: 'redirect', to });
  });

  it('SH-10 the root path itself is not redirected', () => {
    expect(resolveNavigation(ctx('/', { isLoggedIn: false, me: null })).type).toBe('render');
  });

  it('SH-16 planning renders with planning_screen and redirects home without it', () => {
    expect(resolveNavigation(ctx('/planning')).type).toBe('render');
    expect(resolveNavigation(ctx('/planning', { me: makeMe({ feature_flags: {} }) }))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(resolveNavigation(ctx('/planning', { me: makeMe({ feature_flags: { planning_screen: false } }) }))).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
  });

  it('SH-18 an unknown path is not found, logged in or out', () => {
    expect(resolveNavigation(ctx('/does-not-exist'))).toEqual({ type: 'not-found' });
    expect(resolveNavigation(ctx('/does-not-exist', { isLoggedIn: false, me: null }))).toEqual({ type: 'not-found' });
  });

  it('SH-03 coaching guard sends a normal user on /coaching/dashboard home', () => {
    expect(resolveNavigation(ctx('/coaching/dashboard'))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(resolveNavigation(ctx('/coaching/dashboard', { companyId: COMPANY.other }))).toEqual({ type: 'redirect', to: '/manage-account' });
  });

  it('SH-03 coaching guard lets a coach or an affiliate in', () => {
    expect(resolveNavigation(ctx('/coaching/dashboard', { me: makeMe({ is_coach: true }) })).type).toBe('render');
    expect(resolveNavigation(ctx('/coaching/dashboard', { me: makeMe({ is_affiliate: true }) })).type).toBe('render');
  });
});

describe('isAppActive', () => {
  it('SH-05 the owner of a rendered route is active, others are not', () => {
    expect(isAppActive('money_movement', ctx('/dashboard'))).toBe(true);
    expect(isAppActive('planning', ctx('/dashboard'))).toBe(false);
    expect(isAppActive('statements', ctx('/statements'))).toBe(true);
  });

  it('SH-08 no remote is active while a redirect is pending', () => {
    expect(isAppActive('money_movement', ctx('/dashboard', { isLoggedIn: false, me: null }))).toBe(false);
    expect(isAppActive('money_movement', ctx('/dashboard', { companyId: COMPANY.other }))).toBe(false);
    expect(isAppActive('planning', ctx('/planning', { me: makeMe() }))).toBe(false);
  });
});

describe('afterSignInPath', () => {
  it('SH-08 returns the remembered URL with its query', () => {
    expect(afterSignInPath('/planning?create=1', COMPANY.main)).toBe('/planning?create=1');
  });

  it('SH-04 falls back to the company home', () => {
    expect(afterSignInPath(null, COMPANY.main)).toBe('/dashboard');
    expect(afterSignInPath('/', COMPANY.other)).toBe('/manage-account');
  });

  it.each(['//evil.com/x', 'http://evil.com', 'https://evil.com/dashboard', '/\\evil.com', '/\t/evil.com', 'javascript:alert(1)', 'dashboard'])(
    'SH-08 never redirects off the site (%s)',
    (url) => {
      expect(afterSignInPath(url, COMPANY.main)).toBe('/dashboard');
    },
  );
});

describe('companyForHost', () => {
  it('SH-02 maps a host to its company id, defaulting to 1', () => {
    const map = { 'other.example': 2, 'main.example': 1 };
    expect(companyForHost('other.example', map)).toBe(COMPANY.other);
    expect(companyForHost('main.example', map)).toBe(COMPANY.main);
    expect(companyForHost('unknown.example', map)).toBe(COMPANY.main);
    expect(companyForHost('other.example')).toBe(COMPANY.main);
  });
});

describe('takeQueryParam', () => {
  it('SH-19 takes the token out of the query and keeps the rest', () => {
    expect(takeQueryParam('?token=abc&move_money=1', 'token')).toEqual({ value: 'abc', rest: '?move_money=1' });
    expect(takeQueryParam('?token=abc', 'token')).toEqual({ value: 'abc', rest: '' });
    expect(takeQueryParam('?a=1', 'token')).toEqual({ value: null, rest: '?a=1' });
    expect(takeQueryParam('', 'token')).toEqual({ value: null, rest: '' });
  });

  it('SH-20 takes assume_account_id out too, decoding its value', () => {
    expect(takeQueryParam('?x=1&assume_account_id=42', 'assume_account_id')).toEqual({ value: '42', rest: '?x=1' });
    expect(takeQueryParam('?token=a%2Bb', 'token').value).toBe('a+b');
  });
});
