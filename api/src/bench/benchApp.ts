import { buildApp } from '../app';
import { openPglite, type Database } from '../platform/db/client';
import { defaultMigrationsDir, migrate } from '../platform/db/migrate';
import { seed } from '../seed/seed';

/** The CSRF pair the in-process benches send (cookie and header agree, as a browser's would). */
export const BENCH_CSRF = 'bench-csrf-token-0123456789';

type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;

/** How a bench reports statements: per what (`transfer`, `req`), with how many decimals, and which calls it wraps. */
export type TraceOptions = {
  unit: string;
  digits: number;
  /** The text a statement is counted under (shortened, prepared statements folded). */
  keyOf: (text: string) => string;
  /** Also count exec (multi-statement) calls. */
  isExecTraced?: boolean;
  /** Also count the statements run inside transactions. */
  isTransactionTraced?: boolean;
};

/** BENCH_TRACE=1: wall ms per statement text (PGlite's query, and as asked exec and transactions). */
const traceStatements = (client: NonNullable<Database['pglite']>, options: TraceOptions) => {
  const times = new Map<string, { n: number; ms: number }>();
  const wrap = (query: Query): Query => async (text, params, queryOptions) => {
    const start = performance.now();
    try {
      return await query(text, params, queryOptions);
    } finally {
      const key = options.keyOf(text);
      const slot = times.get(key) ?? { n: 0, ms: 0 };
      slot.n += 1;
      slot.ms += performance.now() - start;
      times.set(key, slot);
    }
  };
  // PGlite's methods are replaced in place: the bench's own in-memory database, never a real one.
  const raw = client as unknown as { query: Query; exec: Query; transaction: (fn: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown> };
  raw.query = wrap(raw.query.bind(client));
  if (options.isExecTraced) raw.exec = wrap(raw.exec.bind(client));
  if (options.isTransactionTraced) {
    const transaction = raw.transaction.bind(client);
    raw.transaction = (fn) => transaction((tx) => fn({ ...tx, query: wrap(tx.query) }));
  }
  return {
    reset: () => times.clear(),
    print: (count: number) => {
      for (const [key, slot] of [...times].sort((a, b) => b[1].ms - a[1].ms)) {
        console.log(`  ${(slot.ms / count).toFixed(options.digits).padStart(7)} ms/${options.unit}  ×${(slot.n / count).toFixed(2)}  ${key}`);
      }
    },
  };
};

/**
 * The app of an in-process bench: an in-memory PGlite, migrated and seeded with the demo data, and the API on it;
 * with BENCH_TRACE=1 a statement trace. `close` ends both.
 */
export const openBenchApp = async (trace: TraceOptions) => {
  const database = await openPglite();
  await migrate(database, defaultMigrationsDir());
  await seed(database.db);
  const statements = process.env.BENCH_TRACE === '1' && database.pglite ? traceStatements(database.pglite, trace) : null;
  const app = await buildApp(database, { env: 'test' });
  return {
    app,
    trace: statements,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** Runs a bench's main, and exits 1 on its first error. */
export const runBench = (main: () => Promise<void>) => {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
