import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(__dirname, '..');
const isCI = Boolean(process.env.CI);
// A fresh database for every run: tests never depend on data left by an earlier one.
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qube-e2e-')), 'pglite');
const serve = path.join(root, 'shared/build/serve.mjs');

// Every test starts with the cookie choice made (necessary only), so the consent banner does not
// cover the page; the consent tests open a context without it.
const consentCookie = (domain: string) => ({
  name: 'qube_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, ads: false })),
  domain,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: true,
  sameSite: 'Lax' as const,
});

const page = (app: string, port: number, probe: string) => ({
  command: `node ${serve}`,
  cwd: root,
  // Page servers are production unless asked; the suite's servers are test (they proxy /api/dev/).
  env: { APP_DIR: path.join(root, app), QUBE_ENV: 'test' },
  url: `http://127.0.0.1:${port}${probe}`,
  reuseExistingServer: !isCI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: isCI,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: 'http://localhost:8080',
    storageState: { cookies: [consentCookie('localhost'), consentCookie('127.0.0.2')], origins: [] },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  // 'redeploy' rebuilds one remote while the servers run: it goes last, alone, after the site's tests.
  projects: [
    { name: 'site', testIgnore: /redeploy\.spec\.ts$/ },
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      command: 'pnpm --filter @qube/api start',
      cwd: root,
      env: { DATA_DIR: dataDir, QUBE_ENV: 'test' },
      url: 'http://127.0.0.1:8090/api/health',
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    page('shell', 8080, '/deployment.json'),
    page('mfe-money-movement', 8081, '/mf-manifest.json'),
    page('mfe-onboarding', 8082, '/mf-manifest.json'),
    page('mfe-planning', 8083, '/mf-manifest.json'),
    page('mfe-coaching', 8084, '/mf-manifest.json'),
    page('mfe-statements', 8085, '/mf-manifest.json'),
  ],
});
