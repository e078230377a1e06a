import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is now (open dialogs and menus included) and fails listing each violation's id,
 * help and the elements it names. First waits until no finite animation runs: a dialog still fading in, or a
 * button mid-way between two colours, would fail contrast for a moment (spinners run forever and are ignored).
 *
 * axe-core itself, not @axe-core/playwright: that wrapper injected axe again and opened a new page for each check
 * (~1 s a check, ~90 checks in the suite); here axe is injected once per document and asked for violations only
 * (~0.3 s). The site has no frames to check (the statement's print frame lives for a moment only).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Every page has a level-one heading once it has rendered (a remote still loading has none yet): wait for it, so a
  // slow machine checks the page and not its loading state. None within 10 s: axe runs anyway and reports it.
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
  });
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} [${v.targets.join(' | ')}]`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}
