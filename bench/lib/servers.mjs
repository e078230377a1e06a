// The bench's own servers: the API and the six page servers on ports of their own (9080-9085, 9090),
// so the bench never touches the 8080-8090 servers that `npm start` and the e2e suite use.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const API_PORT = 9090;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const SHELL_URL = 'http://localhost:9080';

/** Folder, federation name and bench port of every page server. */
export const APPS = [
  { folder: 'shell', name: 'shell', port: 9080 },
  { folder: 'mfe-money-movement', name: 'money_movement', port: 9081 },
  { folder: 'mfe-onboarding', name: 'onboarding', port: 9082 },
  { folder: 'mfe-planning', name: 'planning', port: 9083 },
  { folder: 'mfe-coaching', name: 'coaching', port: 9084 },
  { folder: 'mfe-statements', name: 'statements', port: 9085 },
];

/** 'http://localhost:9083/…' → 'planning' (for attributing JS to an app). */
export function appOfUrl(url) {
  const port = Number(new URL(url).port);
  return APPS.find((a) => a.port === port)?.name ?? new URL(url).host;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForUrl(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering ${url}:\n${child.output.slice(-2000)}`);
    }
    try {
      const res = await fetch(url, { headers: { 'X-API-Version': '15' }, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output.slice(-2000)}`);
}

/** Refuses to start when something already listens on one of the bench ports. */
async function assertPortFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return;
  }
  throw new Error(`Port ${port} is already in use (another bench run?). Stop it first.`);
}

/**
 * Starts the API (fresh temporary database) and the page servers; resolves once all answer.
 * Returns { stop }. Children run in their own process groups so stop() ends pnpm and its tsx child too.
 */
export async function startServers(root, { log = console.log } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-bench-'));
  const deploymentFile = path.join(tmp, 'deployment.json');
  const deployment = JSON.parse(fs.readFileSync(path.join(root, 'shell/deployment.json'), 'utf8'));
  deployment.remotes = Object.fromEntries(
    APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, `http://localhost:${a.port}/mf-manifest.json`]),
  );
  fs.writeFileSync(deploymentFile, JSON.stringify(deployment, null, 2));

  const children = [];
  const spawnChild = (name, command, args, env) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.output = '';
    const keep = (d) => {
      child.output = (child.output + d.toString()).slice(-20000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.benchName = name;
    children.push(child);
    return child;
  };

  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          return;
        }
        const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
        if (!done) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }),
    );
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    for (const port of [API_PORT, ...APPS.map((a) => a.port)]) await assertPortFree(port);
    const dataDir = path.join(tmp, 'pglite');
    const api = spawnChild('api', 'pnpm', ['--filter', '@qube/api', 'start'], {
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      QUBE_ENV: 'test',
    });
    const pages = APPS.map((a) =>
      spawnChild(a.folder, 'node', [path.join(root, 'shared/build/serve.mjs')], {
        APP_DIR: path.join(root, a.folder),
        PORT: String(a.port),
        API_URL,
        HOSTS: '127.0.0.1',
        ...(a.name === 'shell' ? { DEPLOYMENT_FILE: deploymentFile } : {}),
      }),
    );
    await Promise.all([
      waitForUrl(`${API_URL}/api/health`, api, 'API', 90_000),
      ...APPS.map((a, i) =>
        waitForUrl(`http://127.0.0.1:${a.port}${a.name === 'shell' ? '/' : '/mf-manifest.json'}`, pages[i], a.folder, 30_000),
      ),
    ]);
    log(`servers up: API ${API_URL} (DATA_DIR ${dataDir}), pages ${APPS.map((a) => a.port).join(', ')}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
