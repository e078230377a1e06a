import type { Database } from '../db/client';

export type QubeEnv = 'development' | 'test' | 'production';

/** Options every route plugin receives. `households` is true when mounted under /api/households/. */
export type RouteOptions = { database: Database; env: QubeEnv; households: boolean };
