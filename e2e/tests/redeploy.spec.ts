import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SignInPage } from '../pages/SignInPage';

// Runs alone, after every other test (project 'redeploy' in playwright.config.ts): it replaces the
// statements build under the running servers, then puts the original back.

const root = path.resolve(__dirname, '../..');
const STATEMENTS_DIST = path.join(root, 'mfe-statements/dist');
const UNTOUCHED = ['shell', 'mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching'];
const MANIFESTS = [8081, 8082, 8083, 8084].map((port) => `http://localhost:${port}/mf-manifest.json`);

/** File name → sha256 of every file of a build. */
function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')];
      }),
  );
}

test('redeploying one remote shows its new build on reload; the shell and the other remotes are untouched', async ({ page, request }) => {
  test.setTimeout(180_000);
  const filesBefore = Object.fromEntries(UNTOUCHED.map((app) => [app, hashes(path.join(root, app, 'dist'))]));
  const manifestsBefore = await Promise.all(MANIFESTS.map(async (url) => (await request.get(url)).text()));
  const backup = fs.mkdtempSync(path.join(os.tmpdir(), 'qube-statements-dist-'));
  fs.cpSync(STATEMENTS_DIST, backup, { recursive: true });

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signInAndWait('alex@demo.qube');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  const region = page.locator('[data-remote="statements"]');
  const originalBuild = await region.getAttribute('data-build');
  expect(originalBuild).not.toBe('redeploy-test');

  try {
    // The deploy: a new build of statements alone, served by its running server.
    execFileSync('pnpm', ['--filter', '@qube/mfe-statements', 'run', 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', QUBE_BUILD_ID: 'redeploy-test' },
      stdio: 'pipe',
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
    await expect(region).toHaveAttribute('data-build', 'redeploy-test');

    // The rest of the site still works, on its old files.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByLabel('Groceries qube', { exact: true })).toBeVisible();
    await expect(page.locator('[data-remote="money_movement"]')).toHaveAttribute('data-build', originalBuild ?? '');
    for (const app of UNTOUCHED) expect(hashes(path.join(root, app, 'dist')), `${app} files`).toEqual(filesBefore[app]);
    const manifestsAfter = await Promise.all(MANIFESTS.map(async (url) => (await request.get(url)).text()));
    expect(manifestsAfter).toEqual(manifestsBefore);
  } finally {
    fs.rmSync(STATEMENTS_DIST, { recursive: true, force: true });
    fs.cpSync(backup, STATEMENTS_DIST, { recursive: true });
    fs.rmSync(backup, { recursive: true, force: true });
  }
});
