import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real `src/main.ts` process started the way production starts it: with no QUBE_ENV. */
const apiDir = path.resolve(__dirname, '..');

const run = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qube-main-')), 'pglite');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      // Only what a bare production shell would have: no QUBE_ENV, no secrets unless given.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    child.on('exit', (code) => {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
      resolve({ code, output });
    });
  });

describe('a production start', () => {
  it('is what the API does without QUBE_ENV, and it refuses to start without its secrets', async () => {
    const { code, output } = await run({});
    expect(code).toBe(1);
    expect(output).toContain('A production start needs DATABASE_URL, QUBE_WEB_ORIGINS, QUBE_SIGNING_SECRET, QUBE_COURSES_SECRET');
    expect(output).not.toContain('listening');
  });

  it('refuses to start on the embedded database', async () => {
    const { code, output } = await run({
      DATABASE_URL: 'file:///data',
      QUBE_WEB_ORIGINS: 'https://app.qube.example',
      QUBE_SIGNING_SECRET: 's'.repeat(32),
      QUBE_COURSES_SECRET: 'c'.repeat(32),
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL must be a postgres:// URL: production runs on PostgreSQL.');
  });

  it('refuses to start a card issuer without its key, naming the variable (issue 22 §1)', async () => {
    const { code, output } = await run({
      DATABASE_URL: 'postgres://qube:qube@127.0.0.1:1/none',
      QUBE_WEB_ORIGINS: 'https://app.qube.example',
      QUBE_SIGNING_SECRET: 's'.repeat(32),
      QUBE_COURSES_SECRET: 'c'.repeat(32),
      QUBE_CARD_ISSUER_PROVIDER: 'sandbox',
    });
    expect(code).toBe(1);
    expect(output).toContain('A card issuer needs QUBE_CARD_ISSUER_KEY in production');
    expect(output).not.toContain('listening');
  });
});
