import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './platform/db/client';
import type { Mailer } from './platform/mail/mailer';
import { selectMailer } from './platform/mail/selectMailer';
import { jobCounts } from './platform/jobs/jobCounts';
import { installAuth, type Clock } from './platform/http/auth';
import { installCompany } from './platform/http/company';
import { installCsrf } from './platform/http/csrf';
import { frameworkErrors, installErrorHandlers } from './platform/http/errors';
import { installLiveUpdates, accountRoutes, overviewRoutes } from './areas/accounts/routes';
import { installRateLimits, type RateLimitPolicy } from './platform/http/rateLimits';
import { installSessionCookie } from './platform/http/sessionCookie';
import { installVersionCheck } from './platform/http/version';
import { swaggerOptions } from './openapi';
import { compilersOnFirstUse } from './platform/http/schemaCompilers';
import { chooseProviders, flagsOffIn, isSandbox, sandboxWarning } from './platform/providers/providerChoice';
import { affiliateRoutes, courseRoutes, partnerRoutes } from './areas/partners/routes';
import { authRoutes, loginCodeRoutes, passwordRoutes, profileRoutes, recoveryRoutes, userRoutes } from './areas/identity/routes';
import { bankDepositDevRoutes, cardDepositRoutes, autoFundingRoutes, depositRoutes, plaidRoutes, plaidSandboxRoutes, directDepositRoutes, directDepositDevRoutes, directDepositWebhookRoutes, paycheckRuleRoutes } from './areas/funding/routes';
import { bankTransferRoutes } from './areas/bank-transfers/routes';
import { bankTransitionRoutes, qubePlusRoutes, registrationRoutes, registrationProveRoutes, registrationV1Routes, registrationDocumentRoutes, addressRoutes, guestRoutes, invitationRoutes, authorizedUserRoutes, authorizedUserOnboardingRoutes } from './areas/registration/routes';
import { cardPaymentsSandboxRoutes, cardNetworkDevRoutes, preauthRoutes, cardRoutes, cardV2Routes } from './areas/cards/routes';
import { budgetRoutes, cashFlowRoutes, incomeRoutes, runwayRoutes } from './areas/planning/routes';
import { devRoutes } from './areas/dev/routes';
import { notificationRoutes, telemetryRoutes, themeRoutes } from './areas/notifications/routes';
import { openQubeRoutes, qubeEditRoutes, qubeRoutes, requbeRoutes, searchRoutes } from './areas/qubes/routes';
import { orderRoutes, peerSearchRoutes, peerToPeerRoutes, undoRoutes } from './areas/transfers/routes';
import { reportRoutes, statementRoutes } from './areas/statements/routes';
import { alertRoutes } from './areas/alerts/routes';
import { selectTexts } from './platform/mail/selectTexts';
import { forecastRoutes } from './areas/forecast/routes';
import type { RouteOptions } from './platform/http/routeTypes';
import { planRoutes } from './areas/plans/routes';
import type { QubeEnv } from './platform/env';

export type AppOptions = {
  env?: QubeEnv;
  logger?: boolean;
  /** The clock (default: the system clock); tests pass one they can move. */
  now?: Clock;
  /** Environment read per request (QUBE_COURSES_*); default process.env. */
  processEnv?: NodeJS.ProcessEnv;
  /**
   * Where mail goes (default: QUBE_MAIL_PROVIDER's, see platform/mail/selectMailer.ts); outside production text messages go
   * there too while a texts provider is configured.
   */
  mailer?: Mailer;
  /** Where the start's warnings go (sandboxes in production); default the log. */
  warn?: (message: string) => void;
  /** Default 'lenient' in test mode (one address signs in hundreds of times), else 'strict'. */
  rateLimits?: RateLimitPolicy;
  /** Addresses whose X-Forwarded-* are believed (the page servers); default loopback. */
  trustedProxies?: string;
  /** When route schemas compile: at start (default: a broken schema stops the API), or on a route's first use (tests). */
  compileSchemas?: 'at-start' | 'on-first-use';
  /** Hears every unexpected error answered 500 (the tests keep the last, to say why a call failed). */
  onServerError?: (error: unknown) => void;
};

/** Routes that act on one account: served at /api/... and again at /api/households/... (household accounts only). */
const ACCOUNT_SCOPED = [accountRoutes, overviewRoutes, qubeRoutes, budgetRoutes, incomeRoutes, runwayRoutes, forecastRoutes, alertRoutes, undoRoutes, statementRoutes, reportRoutes, orderRoutes, searchRoutes, notificationRoutes, qubeEditRoutes, autoFundingRoutes, paycheckRuleRoutes, requbeRoutes, cashFlowRoutes, preauthRoutes, depositRoutes, plaidRoutes, peerToPeerRoutes, bankTransferRoutes, cardDepositRoutes, openQubeRoutes, directDepositRoutes, cardRoutes];

/** Builds the API on an open database (tests pass a fresh PGlite; main passes the real one). */
export const buildApp = async (database: Database, options: AppOptions = {}): Promise<FastifyInstance> => {
  // Production unless development or test is asked for: nothing development-only exists by accident.
  const env = options.env ?? 'production';
  const now = options.now ?? (() => new Date());
  const processEnv = options.processEnv ?? process.env;
  // Every provider is chosen here, once: an unknown name or a renamed variable stops the start (ConfigError).
  const providers = chooseProviders(env, processEnv);
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: options.trustedProxies ?? '127.0.0.0/8,::1',
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
    frameworkErrors,
    ...(options.compileSchemas === 'on-first-use' ? { schemaController: { compilersFactory: compilersOnFirstUse() } } : {}),
  });

  await app.register(cookie);
  // The API answers JSON only: no page of it may be framed or run anything (ASVS 5.0 V3.4).
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // Answers carry personal and financial data: never kept by a browser or shared cache (ASVS 5.0 V14.3.2).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // HSTS only means something over HTTPS; behind a TLS proxy the trusted X-Forwarded-Proto says so.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(swagger, swaggerOptions);
  installErrorHandlers(app, options.onServerError);
  installVersionCheck(app);
  installCompany(app);
  installCsrf(app);
  installAuth(app, database.db, now, flagsOffIn(providers));
  installSessionCookie(app);
  await installLiveUpdates(app, database, now);
  const rateLimits = options.rateLimits ?? (env === 'test' ? 'lenient' : 'strict');
  await installRateLimits(app, database.db, now, rateLimits);

  const mailer = options.mailer ?? selectMailer(env, processEnv, database.db, (line) => app.log.warn(line));
  // The texts sandbox is the outbox: outside production the mailer is it (or a test's own); in production texts never
  // go out as mail.
  const texts = selectTexts(env, processEnv, database.db, mailer);
  const base: RouteOptions = { database, env, households: false, now, processEnv, mailer, texts, rateLimits };
  const warning = env === 'production' ? sandboxWarning(providers) : null;
  if (warning) (options.warn ?? ((message: string) => app.log.warn(message)))(warning);
  // Liveness plus the job queue's counts (issue 24 §3): counts only, as the endpoint is public.
  const count = { type: 'integer', minimum: 0 };
  const healthSchema = { type: 'object', required: ['ok', 'jobs'], properties: { ok: { type: 'boolean' }, jobs: { type: 'object', required: ['waiting', 'running', 'failed'], properties: { waiting: count, running: count, failed: count } } } };
  app.get('/api/health', { config: { isPublic: true }, schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => ({ ok: true, jobs: await jobCounts(database.db) }));
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(themeRoutes, { ...base, prefix: '/api' });
  await app.register(authRoutes, { ...base, prefix: '/api' });
  await app.register(loginCodeRoutes, { ...base, prefix: '/api' });
  await app.register(userRoutes, { ...base, prefix: '/api' });
  await app.register(affiliateRoutes, { ...base, prefix: '/api' });
  await app.register(partnerRoutes, { ...base, prefix: '/api' });
  await app.register(recoveryRoutes, { ...base, prefix: '/api' });
  await app.register(passwordRoutes, { ...base, prefix: '/api' });
  await app.register(profileRoutes, { ...base, prefix: '/api' });
  await app.register(telemetryRoutes, { ...base, prefix: '/api' });
  await app.register(courseRoutes, { ...base, prefix: '/api' });
  await app.register(registrationRoutes, { ...base, prefix: '/api' });
  await app.register(registrationProveRoutes, { ...base, prefix: '/api' });
  await app.register(registrationV1Routes, { ...base, prefix: '/api' });
  await app.register(registrationDocumentRoutes, { ...base, prefix: '/api' });
  await app.register(addressRoutes, { ...base, prefix: '/api' });
  await app.register(guestRoutes, { ...base, prefix: '/api' });
  await app.register(planRoutes, { ...base, prefix: '/api' });
  await app.register(invitationRoutes, { ...base, prefix: '/api' });
  // Authorized users (ON-72): the owner's invitations and the invited person's onboarding; never household-scoped.
  await app.register(authorizedUserRoutes, { ...base, prefix: '/api' });
  await app.register(authorizedUserOnboardingRoutes, { ...base, prefix: '/api' });
  await app.register(peerSearchRoutes, { ...base, prefix: '/api' });
  await app.register(cardV2Routes, { ...base, prefix: '/api' });
  // Migration to Qube+ (issue 11 §3): the account is named in the call and is never a household, so served once.
  await app.register(bankTransitionRoutes, { ...base, prefix: '/api' });
  await app.register(qubePlusRoutes, { ...base, prefix: '/api' });
  // A sandbox's own calls (its stand-in servers and tills) exist only where that sandbox is the chosen provider.
  if (isSandbox(providers, 'bankLink')) await app.register(plaidSandboxRoutes, { ...base, prefix: '/api' });
  if (isSandbox(providers, 'cardPayments')) await app.register(cardPaymentsSandboxRoutes, { ...base, prefix: '/api' });
  if (isSandbox(providers, 'cardNetwork')) await app.register(cardNetworkDevRoutes, { ...base, prefix: '/api' });
  for (const routes of ACCOUNT_SCOPED) {
    await app.register(routes, { ...base, prefix: '/api' });
    await app.register(routes, { ...base, households: true, prefix: '/api/households' });
  }
  if (env === 'development' || env === 'test') await app.register(devRoutes, { ...base, prefix: '/api' });
  // The sandbox direct-deposit network's sender lands money by hand: development and test only, with that sandbox.
  if ((env === 'development' || env === 'test') && isSandbox(providers, 'directDeposit')) await app.register(directDepositDevRoutes, { ...base, prefix: '/api' });
  // The bank partner's signed webhook (ADR 0098): only where it is the network (its secret is required then).
  if (providers.directDeposit === 'webhook') await app.register(directDepositWebhookRoutes, { ...base, prefix: '/api' });
  // The sandbox bank's test clock moves money by hand: development and test only, and only with the sandbox bank.
  if ((env === 'development' || env === 'test') && isSandbox(providers, 'bankLink')) await app.register(bankDepositDevRoutes, { ...base, prefix: '/api' });
  await app.ready();
  return app;
};
