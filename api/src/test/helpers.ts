import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { fromPglite, openPostgres, type Database, type Db } from '../platform/db/client';
import { defaultMigrationsDir, migrate } from '../platform/db/migrate';
import { linkedBankAccounts, ledgerEntries } from '../platform/db/schema';
import { seed } from '../seed/seed';
import { linkSandboxBank } from '../platform/providers/bankLink/sandboxLink.testkit';

/**
 * PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's sandbox refuses
 * without --experimental-vm-modules; loading it through Node's own require keeps it outside the sandbox.
 */
const nodeModule = (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:module') }).getBuiltinModule('node:module');
const nodeRequire = nodeModule.createRequire(__filename);
const { PGlite } = nodeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
/** Node's own Blob (PGlite runs outside jest's sandbox, so it must get a Blob of its realm). */
const { Blob: NodeBlob } = nodeRequire('node:buffer') as typeof import('node:buffer');

const TEMPLATE_PREFIX = 'qube-api-pglite-';

/** Changes whenever a migration or the PGlite build changes. */
const templateKey = (dir: string) => {
  const hash = crypto.createHash('sha256').update(nodeRequire.resolve('@electric-sql/pglite'));
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  hash.update(fs.readFileSync(path.join(dir, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated, empty in-memory database. A fresh PGlite runs initdb (seconds of CPU per test file), so the
 * first file dumps its migrated data folder to the temp dir and later files (any worker, any run) load that
 * dump instead. Only the schema is cached: the demo data is seeded per file because it is relative to now.
 * The dump is an uncompressed tar (~45 MB): loading it costs ~0.8 s of CPU where the gzipped one cost ~1.4 s.
 */
const migratedDatabase = async (): Promise<Database> => {
  const dir = defaultMigrationsDir();
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey(dir)}.tar`);
  if (fs.existsSync(file)) {
    try {
      const database = fromPglite(await PGlite.create({ loadDataDir: new NodeBlob([fs.readFileSync(file)]) }));
      await migrate(database, dir);
      return database;
    } catch {
      // A broken or partial dump: build a new one below.
    }
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrate(database, dir);
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file); // atomic: another worker never reads half a file
    for (const old of fs.readdirSync(os.tmpdir())) {
      if (old.startsWith(TEMPLATE_PREFIX) && /\.tar(\.gz)?$/.test(old) && path.join(os.tmpdir(), old) !== file) {
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
      }
    }
  } catch {
    // The cache is only an optimisation.
  }
  return database;
};

export const CSRF = 'test-csrf-token-0123456789';
export const PASSWORD = 'Demo!2345';

export type TestApi = {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the URL of this file's database (a second API instance can open it). */
  databaseUrl?: string;
  /** Sends a request with the protocol headers (version 15, company, CSRF cookie and header) unless overridden. */
  call: (method: InjectOptions['method'], url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;
  login: (email: string, company?: 1 | 2, options?: { trustDevice?: boolean }) => Promise<{ token: string; accountId: number }>;
  /** A fresh copy of a demo user, signed in. */
  freshLogin: (email: string, company?: 1 | 2) => Promise<{ token: string; accountId: number; email: string }>;
  /** The API clock: starts at real time; tests move it instead of sleeping (reset it in afterEach). */
  clock: TestClock;
  close: () => Promise<void>;
};

export type TestClock = {
  now: () => Date;
  /** Moves the clock forward by ms. */
  advance: (ms: number) => void;
  /** Back to real time. */
  reset: () => void;
};

export const createTestClock = (): TestClock => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  company?: string | null;
  headers?: Record<string, string | undefined>;
};

/**
 * The migrated template database of these migrations on a PostgreSQL server, made once (by the first test file that
 * needs it, any worker, any run) under an advisory lock. Migrating took about a second of every file's setup there;
 * CREATE DATABASE … TEMPLATE copies the migrated files instead. Like the PGlite dump, it holds only the schema: the
 * demo data is relative to now, so each file seeds its own.
 */
const postgresTemplate = async (adminUrl: string): Promise<string> => {
  const dir = defaultMigrationsDir();
  const name = `qube_template_${templateKey(dir)}`;
  // One connection, not a pool: the advisory lock belongs to the session that took it.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('qube_test_template'))");
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    // Built under another name and renamed when complete: a run that dies mid-migration leaves no half template.
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openPostgres(url.toString());
    try {
      await migrate(database, dir);
    } finally {
      await database.close(); // a template cannot be copied while anyone is connected to it
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    const old = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'qube\\_template\\_%' AND datname <> $1", [name]);
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return name;
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
};

/**
 * The second pass of the API tests (CI): a new database on a real PostgreSQL server per test file, a copy of the
 * migrated template, dropped again when the file closes it.
 */
const freshPostgresDatabase = async (adminUrl: string): Promise<Database & { url: string }> => {
  const template = await postgresTemplate(adminUrl);
  const name = `qube_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(adminUrl);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = await openPostgres(adminUrl);
      await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
};

/** inject() with the protocol headers (version 15, company, CSRF cookie and header) unless overridden. */
export const callerOf = (app: FastifyInstance): TestApi['call'] => (method, url, options = {}) => {
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

/** A migrated, seeded in-memory database and the app on it (one per test file). */
export const createTestApi = async (options: { processEnv?: NodeJS.ProcessEnv; app?: Pick<AppOptions, 'env' | 'rateLimits' | 'mailer' | 'warn'> } = {}): Promise<TestApi> => {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const database = postgres ?? (await migratedDatabase());
  // Seeded here, at real time, not copied from a seeded template: the demo data is relative to now (N days ago, this
  // month's budget, a deposit cancellable for 15 minutes), so a copy made minutes earlier would not be the data the
  // tests expect, and one made before midnight would be another day's. Seeding is cheap instead (seed/seedLedger.ts).
  await seed(database.db);
  const clock = createTestClock();
  // Schemas compile on a route's first use (a file calls a few dozen of ~350 routes); an app built as production
  // compiles them all at start, as the real one does, so the run still catches a schema that does not compile.
  const compileSchemas = options.app?.env === 'production' ? 'at-start' : 'on-first-use';
  let lastServerError: unknown = null;
  const app = await buildApp(database, { env: 'test', now: clock.now, processEnv: options.processEnv ?? {}, compileSchemas, onServerError: (error) => { lastServerError = error; }, ...options.app });
  /** A 500's cause (the answer says only "Something went wrong"), for the message of a helper that failed. */
  const causeOf = (statusCode: number) => (statusCode >= 500 && lastServerError instanceof Error ? `\n${lastServerError.stack ?? lastServerError.message}` : '');
  const call = callerOf(app);
  const login: TestApi['login'] = async (email, company = 1, loginOptions = {}) => {
    const loginBody = { email, password: PASSWORD, trust_device: loginOptions.trustDevice ?? false };
    const res = await call('POST', '/api/web/users/login/', { company: String(company), body: loginBody });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}${causeOf(res.statusCode)}`);
    const body = res.json() as { token: string; account_id: number };
    return { token: body.token, accountId: body.account_id };
  };
  const freshLogin: TestApi['freshLogin'] = async (email, company = 1) => {
    const res = await call('POST', '/api/dev/demo-users/copy', { body: { email } });
    if (res.statusCode !== 200) throw new Error(`copy ${email} failed: ${res.statusCode} ${res.body}${causeOf(res.statusCode)}`);
    const copy = res.json() as { email: string };
    return { ...(await login(copy.email, company)), email: copy.email };
  };
  return {
    app,
    database,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    call,
    login,
    freshLogin,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/**
 * A test file's API: created before its tests, closed after them, even when they fail. The returned object forwards to
 * the instance the `beforeAll` hook makes, so a file declares it once (`const api = setupTestApi()`) at module level,
 * where jest collects hooks, and uses it inside its tests as the instance itself.
 */
export const setupTestApi = (options: Parameters<typeof createTestApi>[0] = {}): TestApi => {
  let instance: TestApi | undefined;
  beforeAll(async () => {
    instance = await createTestApi(options);
  // Migrations and the seed: seconds alone, a minute or more on a loaded 2-core machine with two workers.
  }, 120_000);
  afterAll(async () => {
    await instance?.close();
  });
  return new Proxy({} as TestApi, {
    get: (_, key) => {
      if (!instance) throw new Error(`the test API is used before its beforeAll hook ran (reading "${String(key)}")`);
      return Reflect.get(instance, key);
    },
  });
};

/**
 * A verified bank linked to the account as the sandbox bank-link flow leaves one (Tartan Bank checking ••2222), written
 * directly: for tests about money, not about linking (those go through `linkSandboxBank`). `extra` changes any column
 * (a credit-card link, a bank still verifying). Answers the row.
 */
export const linkBank = async (db: Db, accountId: number, extra: Partial<typeof linkedBankAccounts.$inferInsert> = {}) => {
  const [row] = await db.insert(linkedBankAccounts).values({
    accountId, provider: 'sandbox', itemId: `item-${crypto.randomUUID()}`, providerAccountId: `acc-${crypto.randomUUID()}`, institutionId: 'ins_109511',
    institutionName: 'Tartan Bank', name: 'Tartan Checking', mask: '2222', routingNumber: '011401533', accountType: 'depository',
    verificationStatus: 'automatically_verified', ...extra,
  }).returning();
  if (!row) throw new Error('bank link insert failed');
  return row;
};

/**
 * Movements whose entries do not sum to zero, movements without entries, and pockets whose running balance
 * (pocket_balances, kept by a trigger) is not the sum of their ledger entries: all must be none.
 */
export const ledgerViolations = async (db: Db) => {
  const unbalanced = await db
    .select({ movementId: ledgerEntries.movementId, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.movementId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  const { rows } = (await db.execute(sql`select count(*)::int as n from ledger_movements m where not exists (select 1 from ledger_entries e where e.movement_id = m.id)`)) as unknown as { rows: { n: number }[] };
  const drift = (await db.execute(sql`select count(*)::int as n
    from (select account_id, coalesce(qube_id, 0) as pocket, sum(amount) as total from ledger_entries where counterparty is null group by 1, 2) l
    full join pocket_balances b using (account_id, pocket)
    where coalesce(l.total, 0) <> coalesce(b.balance, 0)`)) as unknown as { rows: { n: number }[] };
  return { unbalanced, emptyMovements: Number(rows[0]?.n ?? 0), driftedBalances: Number(drift.rows[0]?.n ?? 0) };
};

/** A signed-in person with a linked bank's id. */
export type BankLogin = { token: string; accountId: number; email: string; bankId: number };

/** A fresh copy of alex with a bank linked through the sandbox bank-link flow: the login and the bank's id. */
export const freshLoginWithBank = async (api: TestApi): Promise<BankLogin> => {
  const login = await api.freshLogin('alex@demo.qube');
  const [bank] = await linkSandboxBank(api, login);
  if (!bank) throw new Error('no bank linked');
  return { ...login, bankId: bank.id };
};
