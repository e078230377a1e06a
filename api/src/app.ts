import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { installAuth, type Clock } from './plugins/auth';
import { installCompany } from './plugins/company';
import { installCsrf } from './plugins/csrf';
import { installErrorHandlers } from './plugins/errors';
import { installLiveUpdates } from './plugins/live';
import { installVersionCheck } from './plugins/version';
import { accountRoutes } from './routes/accounts';
import { affiliateRoutes } from './routes/affiliates';
import { authRoutes } from './routes/auth';
import { autoFundingRoutes } from './routes/auto-funding';
import { budgetRoutes } from './routes/budgets';
import { cashFlowRoutes } from './routes/cash-flow';
import { courseRoutes } from './routes/courses';
import { depositRoutes } from './routes/deposits';
import { devRoutes } from './routes/dev';
import { incomeRoutes } from './routes/income';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { overviewRoutes } from './routes/overview';
import { profileRoutes } from './routes/profile';
import { preauthRoutes } from './routes/preauths';
import { qubeEditRoutes } from './routes/qube-edit';
import { qubeRoutes } from './routes/qubes';
import { recoveryRoutes } from './routes/recovery';
import { reportRoutes } from './routes/reports';
import { requbeRoutes } from './routes/reqube';
import { runwayRoutes } from './routes/runway';
import { searchRoutes } from './routes/search';
import { statementRoutes } from './routes/statements';
import { telemetryRoutes } from './routes/telemetry';
import { themeRoutes } from './routes/theme';
import type { QubeEnv, RouteOptions } from './routes/types';
import { userRoutes } from './routes/users';

export type AppOptions = {
  env?: QubeEnv;
  logger?: boolean;
  /** The clock (default: the system clock); tests pass one they can move. */
  now?: Clock;
  /** Environment read per request (QUBE_COURSES_*); default process.env. */
  processEnv?: NodeJS.ProcessEnv;
};

/** Routes that act on one account: served at /api/... and again at /api/households/... (household accounts only). */
const ACCOUNT_SCOPED = [accountRoutes, overviewRoutes, qubeRoutes, budgetRoutes, incomeRoutes, runwayRoutes, statementRoutes, reportRoutes, orderRoutes, searchRoutes, notificationRoutes, qubeEditRoutes, autoFundingRoutes, requbeRoutes, cashFlowRoutes, preauthRoutes, depositRoutes];

/** Builds the API on an open database (tests pass a fresh PGlite; main passes the real one). */
export const buildApp = async (database: Database, options: AppOptions = {}): Promise<FastifyInstance> => {
  const env = options.env ?? 'development';
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Qube API', version: '15', description: 'Reference API of the Qube web platform. Every call needs X-API-Version: 15.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } },
      security: [{ token: [] }],
    },
  });
  installErrorHandlers(app);
  installVersionCheck(app);
  installCompany(app);
  installCsrf(app);
  installAuth(app, database.db, now);
  await installLiveUpdates(app, database, now);

  const base: RouteOptions = { database, env, households: false, now, processEnv: options.processEnv ?? process.env };
  app.get('/api/health', { config: { isPublic: true }, schema: { tags: ['health'], response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } }, async () => ({ ok: true }));
  app.get('/api/openapi.json', { config: { isPublic: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(themeRoutes, { ...base, prefix: '/api' });
  await app.register(authRoutes, { ...base, prefix: '/api' });
  await app.register(userRoutes, { ...base, prefix: '/api' });
  await app.register(affiliateRoutes, { ...base, prefix: '/api' });
  await app.register(recoveryRoutes, { ...base, prefix: '/api' });
  await app.register(profileRoutes, { ...base, prefix: '/api' });
  await app.register(telemetryRoutes, { ...base, prefix: '/api' });
  await app.register(courseRoutes, { ...base, prefix: '/api' });
  for (const routes of ACCOUNT_SCOPED) {
    await app.register(routes, { ...base, prefix: '/api' });
    await app.register(routes, { ...base, households: true, prefix: '/api/households' });
  }
  if (env === 'development' || env === 'test') await app.register(devRoutes, { ...base, prefix: '/api' });
  await app.ready();
  return app;
};
