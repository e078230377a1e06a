// The API alone on its own port and a fresh temporary PGlite data folder, for the API benches (transfers, card
// authorizations): started in its own process group, stopped with it, and a fresh signed-in copy of a demo user.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_HEADERS = { 'X-API-Version': '15', 'X-Company-Header-ID': '1' };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Exact money: '12.50' → 1250n, and back. */
export const cents = (text) => {
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};
export const money = (c) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;

/** Starts a server in its own process group; resolves once `readyUrl` answers 2xx. Returns { stop, output, pid }. */
export async function startServer(name, command, args, { cwd, env, readyUrl, timeoutMs = 120_000 }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (d) => {
    output = (output + d.toString()).slice(-20000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    // A --cpu-prof run writes its profile on exit: give it time.
    if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before answering:\n${output.slice(-2000)}`);
    try {
      const res = await fetch(readyUrl, { headers: BASE_HEADERS, signal: AbortSignal.timeout(2000) });
      if (res.ok) return { stop, output: () => output, pid: child.pid };
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
}

/**
 * Starts the API (QUBE_ENV test: the development routes the benches drive) on `port` with `dataDir`; resolves once
 * /api/health answers. With `profileDir`, node runs it itself under --cpu-prof (refused in NODE_OPTIONS; tsx loads the
 * TypeScript) and the profile is written when it stops.
 */
export async function startApiAlone({ port, dataDir, log, profileDir }) {
  const urlBase = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${urlBase}/api/health`, { signal: AbortSignal.timeout(1000) });
    throw new Error(`Port ${port} is already in use (another bench run?). Stop it first.`);
  } catch (error) {
    if (String(error?.message).startsWith('Port')) throw error;
  }
  const [command, args, cwd] = profileDir
    ? [process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'src/main.ts'], path.join(root, 'api')]
    : ['pnpm', ['--filter', '@qube/api', 'start'], root];
  const env = { PORT: String(port), DATA_DIR: dataDir, QUBE_ENV: 'test', DATABASE_URL: '' };
  const { stop } = await startServer('API', command, args, { cwd, env, readyUrl: `${urlBase}/api/health`, timeoutMs: 90_000 });
  log(`API up on ${urlBase} (DATA_DIR ${dataDir})`);
  return { stop, urlBase };
}

/** A fresh copy of a demo user, signed in as the web client does (CSRF double submit). */
export async function freshDemoUser(urlBase, demoEmail = 'alex@demo.qube') {
  const copy = await fetch(`${urlBase}/api/dev/demo-users/copy`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: demoEmail }) });
  if (!copy.ok) throw new Error(`POST /api/dev/demo-users/copy answered ${copy.status}: ${await copy.text()}`);
  const { email, password } = await copy.json();
  const csrf = crypto.randomBytes(16).toString('hex');
  const csrfHeaders = { 'X-CSRFToken': csrf, Cookie: `qube_csrftoken=${csrf}` };
  const res = await fetch(`${urlBase}/api/web/users/login/`, {
    method: 'POST',
    headers: { ...BASE_HEADERS, ...csrfHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`POST /api/web/users/login/ answered ${res.status}: ${await res.text()}`);
  const { token, account_id: accountId } = await res.json();
  return { token, accountId, headers: { ...BASE_HEADERS, ...csrfHeaders, Authorization: `Token ${token}` } };
}
