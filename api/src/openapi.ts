import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

/** Every tag an operation uses, with what it groups (Spectral's operation-tag-defined holds operations to this list). */
export const OPENAPI_TAGS = [
  { name: 'health', description: 'Liveness of the API' },
  { name: 'theme', description: 'The company a page runs for (X-Company-Header-ID) and its theme' },
  { name: 'auth', description: 'CSRF token, sign-in, sign-in links, sign-out and keeping a session alive' },
  { name: 'users', description: 'The signed-in user: details, phone number, address and its documents; password recovery' },
  { name: 'affiliates', description: 'Partner (coach and affiliate) program and metrics' },
  { name: 'courses', description: 'Qube Masters course sign-on' },
  { name: 'metrics', description: 'Page views and other metrics events of the browser' },
  { name: 'monitoring', description: 'Error reports of the browser' },
  { name: 'accounts', description: 'One account the user reaches' },
  { name: 'overview', description: 'Overview numbers and cash flow of an account' },
  { name: 'qubes', description: 'Qubes of an account: lists, one qube, create, edit, order and archive' },
  { name: 'auto-funding', description: 'Auto funding of an account and each qube\'s choice' },
  { name: 'paycheck-rules', description: 'Paycheck rules: a landed paycheck split into qubes, once per deposit (issue 25 §3)' },
  { name: 'budgets', description: 'Budgets, their qube lines and drafts, suggestions and the runway' },
  { name: 'income', description: 'Income groups and their instances in the budgets' },
  { name: 'orders', description: 'Internal transfers: now, scheduled or recurring' },
  { name: 'deposits', description: 'Bank (ACH) deposits into Cloud' },
  { name: 'bank-link', description: 'Linked banks through the bank-link provider: link tokens, linked accounts, relink, unlink (and the sandbox provider\'s widget calls)' },
  { name: 'banking', description: 'Pre-auths and moving transactions between qubes (ReQube)' },
  { name: 'search', description: 'Activity, pre-auths and scheduled orders of an account, notes and cancelling' },
  { name: 'notifications', description: 'Notifications of an account' },
  { name: 'statements', description: 'Monthly statements of an account' },
  { name: 'reports', description: 'Months with statements and monthly reports' },
  { name: 'registration', description: 'Registration: the resumable application form, its steps, the plans, and the identity check (no sign-in; the application rides in its own cookie)' },
  { name: 'plans', description: 'An account\'s plan: the plans with their prices, plan changes with their refund check, promo codes' },
  { name: 'invitations', description: 'Invite a friend by e-mail, and joint-account invitations to a household (Qube+) account' },
  { name: 'qube-plus', description: 'Migration to Qube+: the public beta, the migration status and steps, and the Qube+ (household) account made from an account' },
  { name: 'guests', description: 'Guests: anonymous users with their Financial Playground, and the anonymous sign-up that makes them limited users in the same account' },
  { name: 'dev', description: 'Development only (QUBE_ENV development or test): demo users, outbox, stored metrics and errors' },
] as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOUSEHOLDS = '/api/households/';

/** 'getQube' → 'householdsGetQube'. */
const householdsId = (operationId: string) => `households${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;

type RouteConfig = { isPublic?: boolean; authOptional?: boolean; signedWebhook?: boolean };

/** Routes app.ts declares itself, outside the route files. */
const OWN_ROUTES: Record<string, { operationId: string; summary: string }> = {
  '/api/health': { operationId: 'getHealth', summary: 'Liveness: answers {ok: true, jobs: {waiting, running, failed}} (the job queue\'s counts) without any header' },
};

/**
 * Who may call an operation. A token (`Authorization: Token …`) or the cookie session (`__Host-qube_token`); every unsafe
 * method also echoes the CSRF cookie in X-CSRFToken, whatever signs it in (platform/http/csrf.ts runs before the token
 * check, for public routes too; /api/dev/ is exempt). Public routes need no sign-in: `[]` when safe, only the CSRF
 * header when unsafe. A signed webhook needs neither: its signature header is described in the operation.
 */
const securityOf = (method: string, url: string, config: RouteConfig) => {
  if (config.signedWebhook) return [];
  const unsafe = UNSAFE.has(method) && !url.startsWith('/api/dev/');
  const withCsrf = (requirement: Record<string, string[]>) => (unsafe ? { ...requirement, csrf: [] } : requirement);
  if (config.isPublic) return unsafe ? [{ csrf: [] }] : [];
  const signedIn = [withCsrf({ token: [] }), withCsrf({ session: [] })];
  return config.authOptional ? [withCsrf({}), ...signedIn] : signedIn;
};

/**
 * The OpenAPI settings of @fastify/swagger. Route schemas carry their operationId, summary and tags; this fills in
 * what follows from the route: the households copy's id, the security of public routes, a description from the summary.
 */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Qube API',
      version: '15',
      description:
        'Reference API of the Qube web platform. Every call needs `X-API-Version: 15` and `X-Company-Header-ID`; errors answer '
        + '`{fallback_message, code?, fields?}`. Account-scoped operations are served twice: under `/api/` and, for household '
        + 'accounts, under `/api/households/` (operationIds prefixed `households`). The shapes come from @qube/contract.',
      contact: { name: 'Qube web platform team', url: 'https://github.com/qube/web-platform' },
    },
    servers: [{ url: '/', description: 'The API on the page\'s own origin (the page servers proxy /api/)' }],
    tags: [...OPENAPI_TAGS],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <token>`, the token of web/users/login/' },
        session: { type: 'apiKey', in: 'cookie', name: '__Host-qube_token', description: 'The browser\'s session: the same token in an HttpOnly, host-only, Secure, SameSite=Lax cookie that sign-in sets and logout clears' },
        csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken', description: 'Double submit: the value of the qube_csrftoken cookie (GET csrf/ sets it); required on POST, PUT, PATCH and DELETE' },
      },
    },
    security: [{ token: [] }, { session: [] }],
  },
  transform: ({ schema, url, route }) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const method = methods[0] ?? 'GET';
    const config = (route.config ?? {}) as RouteConfig;
    const own: Record<string, unknown> = { ...OWN_ROUTES[url], ...(schema as Record<string, unknown> | undefined) };
    if (own.hide) return { schema, url };
    const operationId = typeof own.operationId === 'string' ? own.operationId : undefined;
    const summary = typeof own.summary === 'string' ? own.summary : undefined;
    return {
      url,
      schema: {
        ...own,
        ...(operationId && url.startsWith(HOUSEHOLDS) ? { operationId: householdsId(operationId) } : {}),
        ...(summary && url.startsWith(HOUSEHOLDS) ? { summary: `${summary} (household account)` } : {}),
        ...(own.description === undefined && summary ? { description: summary } : {}),
        security: securityOf(method, url, config),
      },
    };
  },
};
