import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { selectMailer } from './mail/selectMailer';
import { installAuth, type Clock } from './plugins/auth';
import { installCompany } from './plugins/company';
import { installCsrf } from './plugins/csrf';
import { frameworkErrors, installErrorHandlers } from './plugins/errors';
import { installLiveUpdates } from './plugins/live';
import { installRateLimits, type RateLimitPolicy } from './plugins/rateLimits';
import { installSessionCookie } from './plugins/sessionCookie';
import { installVersionCheck } from './plugins/version';
import { swaggerOptions } from './openapi';
import { compilersOnFirstUse } from './schemaCompilers';
import { chooseProviders, flagsOffIn, isSandbox, sandboxWarning } from './providers/providerChoice';
import { accountRoutes } from './routes/accounts';
import { affiliateRoutes } from './routes/affiliates';
import { authRoutes } from './routes/auth';
import { bankDepositDevRoutes } from './routes/bank-deposit-dev';
import { bankTransferRoutes } from './routes/bank-transfer';
import { bankTransitionRoutes } from './routes/bank-transition';
import { qubePlusRoutes } from './routes/qube-plus';
import { cardDepositRoutes } from './routes/card-deposits';
import { cardPaymentsSandboxRoutes } from './routes/card-payments-sandbox';
import { cardNetworkDevRoutes } from './routes/card-network-dev';
import { autoFundingRoutes } from './routes/auto-funding';
import { budgetRoutes } from './routes/budgets';
import { cashFlowRoutes } from './routes/cash-flow';
import { courseRoutes } from './routes/courses';
import { depositRoutes } from './routes/deposits';
import { devRoutes } from './routes/dev';
import { incomeRoutes } from './routes/income';
import { loginCodeRoutes } from './routes/login-codes';
import { notificationRoutes } from './routes/notifications';
import { openQubeRoutes } from './routes/open-qube';
import { orderRoutes } from './routes/orders';
import { overviewRoutes } from './routes/overview';
import { partnerRoutes } from './routes/partner';
import { passwordRoutes } from './routes/password';
import { plaidRoutes } from './routes/plaid';
import { plaidSandboxRoutes } from './routes/plaid-sandbox';
import { peerSearchRoutes, peerToPeerRoutes } from './routes/peer-to-peer';
import { profileRoutes } from './routes/profile';
import { preauthRoutes } from './routes/preauths';
import { qubeEditRoutes } from './routes/qube-edit';
import { qubeRoutes } from './routes/qubes';
import { recoveryRoutes } from './routes/recovery';
import { registrationRoutes } from './routes/registration';
import { registrationProveRoutes } from './routes/registrationProve';
import { registrationV1Routes } from './routes/registrationV1';
import { registrationDocumentRoutes } from './routes/registrationDocuments';
import { addressRoutes } from './routes/address';
import { guestRoutes } from './routes/guests';
import { reportRoutes } from './routes/reports';
import { requbeRoutes } from './routes/reqube';
import { runwayRoutes } from './routes/runway';
import { alertRoutes } from './areas/alerts/routes';
import { undoRoutes } from './routes/undo';
import { selectTexts } from './mail/selectTexts';
import { forecastRoutes } from './areas/forecast/routes';
import { searchRoutes } from './routes/search';
import { statementRoutes } from './routes/statements';
import { telemetryRoutes } from './routes/telemetry';
import { themeRoutes } from './routes/theme';
import type { RouteOptions } from './routes/types';
import { userRoutes } from './routes/users';
import { planRoutes } from './routes/plans';
import { invitationRoutes } from './routes/invitations';
import { authorizedUserRoutes } from './routes/authorizedUsers';
import { authorizedUserOnboardingRoutes } from './routes/authorizedUsersOnboarding';
import { cardRoutes, cardV2Routes } from './routes/cards';
import { directDepositRoutes } from './routes/direct-deposit';
import type { QubeEnv } from './platform/env';

export type AppOptions = {
  env?: QubeEnv;
  logger?: boolean;
  /** The clock (default: the system clock); tests pass one they can move. */
  now?: Clock;
  /** Environment read per request (QUBE_COURSES_*); default process.env. */
  processEnv?: NodeJS.ProcessEnv;
  /**
   * Where mail goes (default: QUBE_MAIL_PROVIDER's, see mail/selectMailer.ts); outside production text messages go
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
const ACCOUNT_SCOPED = [accountRoutes, overviewRoutes, qubeRoutes, budgetRoutes, incomeRoutes, runwayRoutes, forecastRoutes, alertRoutes, undoRoutes, statementRoutes, reportRoutes, orderRoutes, searchRoutes, notificationRoutes, qubeEditRoutes, autoFundingRoutes, requbeRoutes, cashFlowRoutes, preauthRoutes, depositRoutes, plaidRoutes, peerToPeerRoutes, bankTransferRoutes, cardDepositRoutes, openQubeRoutes, directDepositRoutes, cardRoutes];

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
  app.get('/api/health', { config: { isPublic: true }, schema: { tags: ['health'], response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }));
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
  // The sandbox bank's test clock moves money by hand: development and test only, and only with the sandbox bank.
  if ((env === 'development' || env === 'test') && isSandbox(providers, 'bankLink')) await app.register(bankDepositDevRoutes, { ...base, prefix: '/api' });
  await app.ready();
  return app;
};
