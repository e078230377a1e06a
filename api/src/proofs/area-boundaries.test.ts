import path from 'node:path';
import type { ESLint as ESLintClass } from 'eslint';

/**
 * The lint rules between the API's areas (eslint.config.mjs, docs/adr/0087-api-areas.md), shown on deliberate bad
 * imports: code outside an area reaches it only through `areas/<area>` or `areas/<area>/routes`, and platform/
 * imports no area. ESLint runs through Node's own require: it loads eslint.config.mjs with import(), which jest's
 * module sandbox would intercept.
 */
const nodeModule = (process as unknown as { getBuiltinModule: (id: string) => typeof import('node:module') }).getBuiltinModule('node:module');
const { ESLint } = nodeModule.createRequire(__filename)('eslint') as { ESLint: typeof ESLintClass };
const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for one re-export (no unused-variable noise) written in `file`. */
const boundaryErrors = async (file: string, specifier: string) => {
  const [result] = await eslint.lintText(`export { something } from '${specifier}';\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

/** The no-restricted-syntax messages for `code` written in `file` (the routes' rule against queries on a db). */
const syntaxErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('lint between the API areas', () => {
  it.each([
    ['api/src/areas/transfers/example.ts', '../funding/deposits'],
    ['api/src/areas/transfers/example.ts', '../funding/deposits.routes'],
    ['api/src/scheduler/example.ts', '../areas/funding/deposits'],
    ['api/src/app-example.ts', './areas/identity/passwords'],
    ['api/src/seed/example.ts', '../areas/accounts/ledger'],
  ])('%s may not import %s (a file inside another area)', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([expect.stringContaining('only through its public module')]);
  });

  it.each([
    ['api/src/areas/transfers/example.ts', '../funding'],
    ['api/src/areas/transfers/example.ts', '../identity/routes'],
    ['api/src/areas/transfers/example.ts', './orders'],
    ['api/src/areas/transfers/example.ts', '../../platform/db/client'],
    ['api/src/scheduler/example.ts', '../areas/funding'],
    ['api/src/app-example.ts', './areas/identity/routes'],
    ['api/src/proofs/example.test.ts', '../areas/funding/deposits'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toEqual([]);
  });

  it.each([['../../areas/funding'], ['../../areas/accounts/ledger'], ['../../scheduler/scheduler'], ['../../seed/seed']])('platform/ may not import %s', async (specifier) => {
    expect(await boundaryErrors('api/src/platform/db/example.ts', specifier)).toEqual([expect.stringContaining('api/src/platform imports no area')]);
  });

  it('an area\'s rules throw domain errors: they may not import the HTTP ApiError (platform/http/errors)', async () => {
    expect(await boundaryErrors('api/src/areas/transfers/orders.ts', '../../platform/http/errors')).toEqual([expect.stringContaining('domain errors')]);
  });

  it.each([['api/src/areas/transfers/orders.routes.ts'], ['api/src/areas/registration/registrationSession.http.ts']])('%s (routes, route helpers) may import the HTTP ApiError', async (file) => {
    expect(await boundaryErrors(file, '../../platform/http/errors')).toEqual([]);
  });

  it('platform/ may gather the areas\' tables (platform/db/schema.ts)', async () => {
    expect(await boundaryErrors('api/src/platform/db/schema.ts', '../../areas/accounts/schema')).toEqual([]);
  });

  it.each([['../accounts'], ['./ledger'], ['../../platform/db/client']])('an area\'s schema.ts imports tables only, not %s', async (specifier) => {
    expect(await boundaryErrors('api/src/areas/transfers/schema.ts', specifier)).toEqual([expect.stringContaining('holds tables only')]);
  });

  it.each([['../accounts/schema'], ['../../platform/db/columns']])('an area\'s schema.ts may import %s', async (specifier) => {
    expect(await boundaryErrors('api/src/areas/transfers/schema.ts', specifier)).toEqual([]);
  });

  describe('routes run no SQL (issue 23 §1)', () => {
    it.each([['drizzle-orm'], ['../../platform/db/schema'], ['../../platform/db/platformTables'], ['./schema'], ['../accounts/schema']])(
      'a route file may not import %s',
      async (specifier) => {
        // Another area's schema.ts is also outside its public module: that message comes too.
        expect(await boundaryErrors('api/src/areas/transfers/orders.routes.ts', specifier)).toContainEqual(expect.stringContaining('Routes run no SQL'));
      },
    );

    // An area's hand-written route plugin (routes.ts) and the route helpers (X.http.ts) are routes too.
    const ROUTE_PLUGIN = 'api/src/areas/alerts/routes.ts';
    const ROUTE_HELPER = 'api/src/areas/registration/registrationSession.http.ts';
    it.each([
      [ROUTE_PLUGIN, 'drizzle-orm'], [ROUTE_PLUGIN, '../../platform/db/schema'], [ROUTE_PLUGIN, './schema'],
      [ROUTE_HELPER, 'drizzle-orm'], [ROUTE_HELPER, '../../platform/db/schema'], [ROUTE_HELPER, '../../platform/db/platformTables'], [ROUTE_HELPER, './schema'],
    ])('%s (a route plugin, a route helper) may not import %s', async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([expect.stringContaining('Routes run no SQL')]);
    });

    it.each([[ROUTE_PLUGIN], [ROUTE_HELPER]])('%s (a route plugin, a route helper) still may not reach into another area\'s files', async (file) => {
      expect(await boundaryErrors(file, '../funding/deposits')).toEqual([expect.stringContaining('only through its public module')]);
    });

    it.each([[ROUTE_PLUGIN, './alertSettings'], [ROUTE_HELPER, './registrationStore'], [ROUTE_HELPER, '../../platform/db/client']])('%s may import %s', async (file, specifier) => {
      expect(await boundaryErrors(file, specifier)).toEqual([]);
    });

    it('a route file still may not reach into another area\'s files', async () => {
      expect(await boundaryErrors('api/src/areas/transfers/orders.routes.ts', '../funding/deposits')).toEqual([expect.stringContaining('only through its public module')]);
    });

    it.each([['./transferOrders'], ['../accounts'], ['../../platform/db/transactions'], ['../../platform/db/client']])('a route file may import %s', async (specifier) => {
      expect(await boundaryErrors('api/src/areas/transfers/orders.routes.ts', specifier)).toEqual([]);
    });

    it('a rule file may import drizzle and the tables (a route helper may not: above)', async () => {
      expect(await boundaryErrors('api/src/areas/transfers/transferOrders.ts', 'drizzle-orm')).toEqual([]);
      expect(await boundaryErrors('api/src/areas/transfers/transferOrders.ts', '../../platform/db/schema')).toEqual([]);
    });

    it.each([
      ['api/src/areas/transfers/orders.routes.ts', 'const rows = await db.select().from(t);'],
      ['api/src/areas/transfers/orders.routes.ts', 'await tx.update(t).set({ a: 1 });'],
      ['api/src/areas/transfers/orders.routes.ts', 'await database.db.insert(t).values({});'],
      ['api/src/areas/transfers/orders.routes.ts', 'await db.transaction(async () => undefined);'],
      [ROUTE_PLUGIN, 'const rows = await db.select().from(t);'],
      [ROUTE_PLUGIN, 'await database.db.delete(t);'],
      [ROUTE_HELPER, 'const rows = await db.select().from(t);'],
      [ROUTE_HELPER, 'await tx.update(t).set({ a: 1 });'],
    ])('%s may not run `%s`', async (file, code) => {
      expect(await syntaxErrors(file, `declare const db: unknown, tx: unknown, database: unknown, t: unknown;\n${code}\n`)).toEqual([expect.stringContaining('Routes run no SQL')]);
    });

    it('a rule file may run queries', async () => {
      expect(await syntaxErrors('api/src/areas/transfers/transferOrders.ts', 'declare const db: unknown, t: unknown;\nawait db.select().from(t);\n')).toEqual([]);
    });
  });
});
