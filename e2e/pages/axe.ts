import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (open dialogs and menus included) and fails listing each violation's id,
 * help and the elements it names. First waits until no finite animation runs: a dialog still fading in, or a
 * button mid-way between two colours, would fail contrast for a moment (spinners run forever and are ignored).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} [${v.nodes.map((node) => node.target.join(' ')).join(' | ')}]`);
  expect(found, `axe violations on ${label}`).toEqual([]);
}
