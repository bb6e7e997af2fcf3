import { expect, type BrowserContext, type Page } from '@playwright/test';

export interface PageProblem {
  kind: 'csp-violation' | 'console-error' | 'page-error';
  text: string;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records CSP violations (the `securitypolicyviolation` event, registered before any
 * page script runs) in every document the tab, or every tab of the context, opens;
 * `cspViolationsOf` reads those of the current document.
 */
export async function recordCspViolations(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** Records CSP violations, console errors and uncaught errors for every page this tab opens. */
export async function watchForProblems(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  await recordCspViolations(page);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console-error', text: message.text() });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'page-error', text: String(error) }));
  return problems;
}

export async function cspViolationsOf(page: Page): Promise<PageProblem[]> {
  const violations = await page.evaluate(() => window.__cspViolations ?? []);
  return violations.map((text) => ({ kind: 'csp-violation', text }));
}

/** Opens a path and waits until React has hydrated it, so it reacts to input. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return response;
}
