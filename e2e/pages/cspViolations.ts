import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of a page and of its frames, from both sides: the
 * browser's own console message ("Refused to … because it violates the following Content Security
 * Policy directive …") and the `securitypolicyviolation` event (which also sees what the console
 * reports once per page). Returns a function giving the violations so far.
 */
export async function recordCspViolations(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${message.location().url}: ${message.text()}`);
  });
  await page.exposeFunction('qubeReportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { qubeReportCspViolation?: (text: string) => void }).qubeReportCspViolation;
      report?.(`${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return () => [...violations];
}
