import crypto from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The production start (issue 9, part 6): the API with QUBE_ENV=production on a fresh PostgreSQL database (no demo
 * data, no development routes, its secrets required) and the shell's page server in production mode, on ports of their
 * own (9280, 9290) so it runs beside the development suite. Needs PostgreSQL on 127.0.0.1:5432 (scripts/ensure-postgres.sh);
 * `npm test` runs it in CI or with QUBE_TEST_POSTGRES=1.
 */
const root = path.resolve(__dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://qube:qube@127.0.0.1:5432/postgres';
const database = `qube_production_${crypto.randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
export const PRODUCTION_PORTS = { shell: 9280, api: 9290 };

export default defineConfig({
  testDir: './production',
  outputDir: './test-results/production-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/production-results.json' }]],
  use: {
    baseURL: `http://localhost:${PRODUCTION_PORTS.shell}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: [
    {
      // The database is created here and dropped by the teardown of the spec (a leftover one is harmless: a new name each run).
      command: `node ${path.join(root, 'scripts/create-database.mjs')} ${adminUrl} ${database} && pnpm --filter @qube/api start`,
      cwd: root,
      env: {
        QUBE_ENV: 'production',
        NODE_ENV: 'production',
        PORT: String(PRODUCTION_PORTS.api),
        DATABASE_URL: databaseUrl,
        QUBE_WEB_ORIGINS: `http://localhost:${PRODUCTION_PORTS.shell}`,
        QUBE_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
        QUBE_COURSES_SECRET: crypto.randomBytes(32).toString('hex'),
      },
      url: `http://127.0.0.1:${PRODUCTION_PORTS.api}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${path.join(root, 'shared/build/serve.mjs')}`,
      cwd: root,
      env: {
        QUBE_ENV: 'production',
        NODE_ENV: 'production',
        APP_DIR: path.join(root, 'shell'),
        PORT: String(PRODUCTION_PORTS.shell),
        HOSTS: '127.0.0.1',
        API_URL: `http://127.0.0.1:${PRODUCTION_PORTS.api}`,
      },
      url: `http://127.0.0.1:${PRODUCTION_PORTS.shell}/deployment.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
