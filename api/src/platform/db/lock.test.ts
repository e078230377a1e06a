import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts real API processes on one data folder. They run as `node --import tsx src/main.ts`
 * (the tsx CLI would put a second process between us and the server, and kill -9 must hit the lock holder).
 */
const apiDir = path.resolve(__dirname, '../../..');
const children: ChildProcess[] = [];
let tmp = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const start = (dataDir: string, port: number): Started => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', QUBE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
};

const waitForHealth = async (port: number, started: Started, timeoutMs = 45000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`API exited early: ${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API did not come up: ${started.output()}`);
};

const login = async (port: number) => {
  const headers = { 'x-api-version': '15', 'content-type': 'application/json', cookie: 'qube_csrftoken=abc', 'x-csrftoken': 'abc' };
  return fetch(`http://127.0.0.1:${port}/api/web/users/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'alex@demo.qube', password: 'Demo!2345', trust_device: false }),
  });
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-lock-'));
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('the data-folder lock keeps a second API process out and survives kill -9', async () => {
  const dataDir = path.join(tmp, 'nested', 'pglite');
  const port1 = await freePort();
  const first = start(dataDir, port1);
  await waitForHealth(port1, first);
  expect(first.output()).toContain(`Qube API (test) listening on http://127.0.0.1:${port1} (PGlite at ${dataDir})`);
  expect(fs.readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(first.child.pid));
  expect((await login(port1)).status).toBe(200);

  const second = start(dataDir, await freePort());
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`Another Qube API process (pid ${first.child.pid}) is using the data folder ${dataDir}. Stop it first.`);

  first.child.kill('SIGKILL');
  await first.exited;
  const port3 = await freePort();
  const third = start(dataDir, port3);
  await waitForHealth(port3, third);
  expect(third.output()).toContain(`Taking over a stale lock left by pid ${first.child.pid}`);
  expect(third.output()).not.toContain('loading the demo data');
  const res = await login(port3);
  expect(res.status).toBe(200);

  third.child.kill('SIGTERM');
  await third.exited;
  expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
}, 90_000);
