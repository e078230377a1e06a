import path from 'node:path';
import type { QubeEnv } from './routes/types';

/** Environment of the API process. */
export const readConfig = (env: NodeJS.ProcessEnv, apiDir: string) => {
  const qubeEnv = (env.QUBE_ENV ?? 'development') as QubeEnv;
  if (!['development', 'test', 'production'].includes(qubeEnv)) throw new Error(`QUBE_ENV must be development, test or production (got ${qubeEnv})`);
  return {
    port: Number.parseInt(env.PORT ?? '8090', 10),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(apiDir, '.data/pglite')),
    databaseUrl: env.DATABASE_URL || undefined,
    qubeEnv,
  };
};
