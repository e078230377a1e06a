import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { fromPglite, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';

/**
 * PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's sandbox refuses
 * without --experimental-vm-modules; loading it through Node's own require keeps it outside the sandbox.
 */
const nodeModule = (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:module') }).getBuiltinModule('node:module');
const { PGlite } = nodeModule.createRequire(__filename)('@electric-sql/pglite') as typeof import('@electric-sql/pglite');

export const CSRF = 'test-csrf-token-0123456789';
export const PASSWORD = 'Demo!2345';

export type TestApi = {
  app: FastifyInstance;
  database: Database;
  /** Sends a request with the protocol headers (version 15, company, CSRF cookie and header) unless overridden. */
  call: (method: InjectOptions['method'], url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;
  login: (email: string, company?: 1 | 2) => Promise<{ token: string; accountId: number }>;
  /** A fresh copy of a demo user, signed in. */
  freshLogin: (email: string, company?: 1 | 2) => Promise<{ token: string; accountId: number; email: string }>;
  close: () => Promise<void>;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  company?: string | null;
  headers?: Record<string, string | undefined>;
};

/** A migrated, seeded in-memory database and the app on it (one per test file). */
export const createTestApi = async (): Promise<TestApi> => {
  const database = fromPglite(await PGlite.create());
  await migrate(database);
  await seed(database.db);
  const app = await buildApp(database, { env: 'test' });
  const call: TestApi['call'] = (method, url, options = {}) => {
    const headers: Record<string, string> = {
      'x-api-version': '15',
      cookie: `qube_csrftoken=${CSRF}`,
      'x-csrftoken': CSRF,
    };
    if (options.company !== null) headers['x-company-header-id'] = options.company ?? '1';
    if (options.token) headers.authorization = `Token ${options.token}`;
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (v === undefined) delete headers[k];
      else headers[k] = v;
    }
    return app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
  };
  const login: TestApi['login'] = async (email, company = 1) => {
    const res = await call('POST', '/api/web/users/login/', { company: String(company), body: { email, password: PASSWORD, trust_device: false } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { token: string; account_id: number };
    return { token: body.token, accountId: body.account_id };
  };
  const freshLogin: TestApi['freshLogin'] = async (email, company = 1) => {
    const res = await call('POST', '/api/dev/demo-users/copy', { body: { email } });
    if (res.statusCode !== 200) throw new Error(`copy ${email} failed: ${res.statusCode} ${res.body}`);
    const copy = res.json() as { email: string };
    return { ...(await login(copy.email, company)), email: copy.email };
  };
  return {
    app,
    database,
    call,
    login,
    freshLogin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
