// Creates one PostgreSQL database (the production test job's fresh one): node scripts/create-database.mjs ADMIN_URL NAME
import { createRequire } from 'node:module';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const { Client } = require('pg');
const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? '')) {
  console.error('usage: create-database.mjs ADMIN_URL NAME (lowercase letters, digits and _)');
  process.exit(2);
}
const client = new Client({ connectionString: adminUrl });
await client.connect();
// Databases of earlier runs of the same job (same prefix) go first, so a developer's machine does not collect them.
const prefix = name.replace(/_[a-z0-9]+$/, '_');
const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2', [prefix, name]);
for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
console.log(`Created database ${name}`);
