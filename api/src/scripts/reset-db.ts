import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readConfig } from '../platform/config';
import { openPglite, openPostgres } from '../platform/db/client';
import { acquireDataFolderLock, isLockedByLiveProcess, lockPathFor } from '../platform/db/lock';
import { migrate } from '../platform/db/migrate';
import { seed } from '../seed/seed';

/** db:reset: deletes the PGlite data folder (or drops every table on PostgreSQL), migrates and reseeds. */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = readConfig(process.env, apiDir);
if (config.qubeEnv === 'production') {
  console.error('db:reset deletes every row and loads the demo data: it runs only with QUBE_ENV=development or test.');
  process.exit(1);
}
const migrations = path.join(apiDir, 'drizzle');

if (config.databaseUrl) {
  const database = await openPostgres(config.databaseUrl);
  await database.db.execute(sql.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
  await migrate(database, migrations);
  await seed(database.db);
  await database.close();
  console.log(`Database reset at ${database.location}`);
} else {
  const livePid = isLockedByLiveProcess(config.dataDir);
  if (livePid !== null) {
    console.error(`Another Qube API process (pid ${livePid}) is using the data folder ${config.dataDir}. Stop it first.`);
    process.exit(1);
  }
  fs.rmSync(lockPathFor(config.dataDir), { force: true });
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  const release = acquireDataFolderLock(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    await migrate(database, migrations);
    await seed(database.db);
    await database.close();
    console.log(`Database reset at ${config.dataDir}`);
  } finally {
    release();
  }
}
