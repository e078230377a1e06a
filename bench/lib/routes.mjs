// The pages Lighthouse measures: every route a signed-in person can reach in each remote and in the
// shell, plus the sign-in page and the partner portal on its own site. Each names who is signed in,
// where Lighthouse must end (a redirect means the page was not measured) and the h1 that proves the
// page rendered (checked with Playwright before Lighthouse runs, so a broken route fails loudly).
//
// Not measured, and why:
// - /qubemasters signs in to the course site and leaves for it: there is no page of ours to measure.
// - The notifications panel, the menus and the dialogs are not routes: axe checks them in
//   e2e/tests/accessibility.spec.ts.
// - Public pages of the shell (terms, privacy policy, forgot password…) are reached logged out and
//   share the sign-in page's code path; the budget is on the signed-in routes.
// - The registration steps after /register/begin need a half-made registration: bench/registration.mjs
//   times them; Lighthouse measures the first one.
// - /signup and /download are the landing's forms, measured by /register/begin. /qube-plus-migration is
//   measured as alex, who can migrate: opening it only reads the migration's step (0) and draws it, the
//   steps after it need a click each; the finish page draws for anyone signed in (it reads nothing until
//   'Switch to Qube+ Account' is pressed), so it is measured as alex too, without a migration.
import { SHELL_URL, APPS } from './servers.mjs';

const COACHING_PORT = APPS.find((a) => a.name === 'coaching').port;
export const PORTAL_URL = `http://localhost:${COACHING_PORT}`;

/**
 * @typedef {{ id: string, label: string, user: 'alex' | 'coach' | 'rewards' | null, url: (ctx: { qubeId: number }) => string,
 *   path: string, heading: string | RegExp }} BenchRoute
 * @type {BenchRoute[]}
 */
export const ROUTES = [
  { id: 'sign-in', label: 'sign-in (/)', user: null, url: () => `${SHELL_URL}/`, path: '/', heading: /^Sign in to/ },
  { id: 'dashboard', label: '/dashboard', user: 'alex', url: () => `${SHELL_URL}/dashboard`, path: '/dashboard', heading: 'Overview' },
  { id: 'qubes', label: '/qubes', user: 'alex', url: () => `${SHELL_URL}/qubes`, path: '/qubes', heading: 'Qubes' },
  {
    id: 'qube',
    label: "a qube's page (/qubes?qube=…&isOpen=true)",
    user: 'alex',
    url: ({ qubeId }) => `${SHELL_URL}/qubes?qube=${qubeId}&isOpen=true`,
    path: '/qubes',
    heading: 'Qubes',
    dialog: 'Groceries',
  },
  { id: 'activity', label: '/activity', user: 'alex', url: () => `${SHELL_URL}/activity`, path: '/activity', heading: 'Activity' },
  { id: 'planning', label: '/planning', user: 'alex', url: () => `${SHELL_URL}/planning`, path: '/planning', heading: 'Planning' },
  { id: 'statements', label: '/statements', user: 'alex', url: () => `${SHELL_URL}/statements`, path: '/statements', heading: 'Statements & Reports' },
  // Issue 25 §5: the Reports page (company 1, monthly_reports flag, which alex has).
  { id: 'reports', label: '/reports', user: 'alex', url: () => `${SHELL_URL}/reports`, path: '/reports', heading: 'Reports' },
  { id: 'manage-account', label: '/manage-account', user: 'alex', url: () => `${SHELL_URL}/manage-account`, path: '/manage-account', heading: 'Manage Account' },
  {
    id: 'coaching',
    label: '/coaching/dashboard (in the shell, coach)',
    user: 'coach',
    url: () => `${SHELL_URL}/coaching/dashboard`,
    path: '/coaching/dashboard',
    heading: 'Partner Dashboard',
  },
  ...[
    ['coaching-revenue', '/coaching/revenue', 'Revenue'],
    ['coaching-leads', '/coaching/leads', 'Leads'],
    ['coaching-clients', '/coaching/clients', 'Clients'],
    ['coaching-payouts', '/coaching/payouts', 'Payouts'],
    ['coaching-codes', '/coaching/codes', 'Codes'],
    ['coaching-profile', '/coaching/profile', 'Coach Profile'],
    ['coaching-manage-program', '/coaching/manage-program', 'Manage Program'],
  ].map(([id, path, heading]) => ({ id, label: `${path} (in the shell, coach)`, user: 'coach', url: () => `${SHELL_URL}${path}`, path, heading })),
  { id: 'coaching-node-sales', label: '/coaching/node-sales (in the shell, rewards partner)', user: 'rewards', url: () => `${SHELL_URL}/coaching/node-sales`, path: '/coaching/node-sales', heading: 'Node Sales' },
  { id: 'manage-plan', label: '/manage-plan', user: 'alex', url: () => `${SHELL_URL}/manage-plan`, path: '/manage-plan', heading: 'Manage Plan' },
  { id: 'invite-friend', label: '/invite/friend', user: 'alex', url: () => `${SHELL_URL}/invite/friend`, path: '/invite/friend', heading: 'Invite a Friend' },
  { id: 'register-begin', label: '/register/begin (public)', user: null, url: () => `${SHELL_URL}/register/begin`, path: '/register/begin', heading: 'Welcome to Qube' },
  { id: 'qube-plus-migration', label: '/qube-plus-migration', user: 'alex', url: () => `${SHELL_URL}/qube-plus-migration`, path: '/qube-plus-migration', heading: 'Move to Qube+' },
  {
    id: 'migration-finish',
    label: '/choice-migration-qube-plus-finish',
    user: 'alex',
    url: () => `${SHELL_URL}/choice-migration-qube-plus-finish`,
    path: '/choice-migration-qube-plus-finish',
    heading: 'Welcome to Qube+',
  },
  { id: 'beta', label: '/beta (public)', user: null, url: () => `${SHELL_URL}/beta`, path: '/beta', heading: 'Join the Qube+ Beta' },
  {
    id: 'portal',
    label: 'partner portal, standalone (coach)',
    user: 'coach',
    url: () => `${PORTAL_URL}/coaching/dashboard`,
    path: '/coaching/dashboard',
    heading: 'Partner Dashboard',
  },
];

/** `--routes=a,b` → those routes, in table order; unknown ids are an error listing the known ones. */
export function selectRoutes(ids) {
  if (!ids) return ROUTES;
  const wanted = ids.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((id) => !ROUTES.some((r) => r.id === id));
  if (unknown.length) throw new Error(`unknown route(s) ${unknown.join(', ')}; known: ${ROUTES.map((r) => r.id).join(', ')}`);
  return ROUTES.filter((r) => wanted.includes(r.id));
}
