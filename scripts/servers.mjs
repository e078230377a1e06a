// Starts the API and every page server as child processes and stops them all together.
// Used by `npm start`; the e2e tests start the same commands through Playwright's webServer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching', 'mfe-statements'];

export function serverCommands({ dataDir, env = {} } = {}) {
  const api = {
    name: 'api',
    command: 'pnpm',
    args: ['--filter', '@qube/api', 'start'],
    // npm start is the development site: demo data, the outbox and /api/dev/ (production is the API's default).
    env: { QUBE_ENV: 'development', ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  };
  const pages = apps
    // Page servers are production unless asked (README "Run it"): npm start serves the development site.
    .map((app) => ({ name: app, command: 'node', args: [path.join(root, 'shared/build/serve.mjs')], env: { QUBE_ENV: 'development', ...env, APP_DIR: path.join(root, app) } }));
  return [api, ...pages];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const children = serverCommands().map(({ name, command, args, env }) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (line) => `[${name}] ${line}`;
    child.stdout.on('data', (d) => process.stdout.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
    child.stderr.on('data', (d) => process.stderr.write(d.toString().split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
    child.on('exit', (code) => {
      if (code) console.error(prefix(`exited with ${code}`));
    });
    return child;
  });
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 500);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The URL is printed once the API answers (a first start creates and seeds its database).
  const announce = () => {
    console.log('\nQube is running. Open http://localhost:8080 (company 1) or http://127.0.0.2:8080 (company 2).');
    console.log('Demo sign-in: alex@demo.qube / Demo!2345 (all demo users are in the README). Ctrl+C stops everything.\n');
  };
  const started = Date.now();
  const waitForApi = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:8080/api/health`);
      if (response.ok) return announce();
    } catch {
      // not up yet
    }
    if (Date.now() - started > 120_000) return console.error('The API did not start within 2 minutes: see the [api] lines above.');
    setTimeout(() => void waitForApi(), 500);
  };
  void waitForApi();
}
