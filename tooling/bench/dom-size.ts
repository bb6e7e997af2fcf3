import type { Browser } from '@playwright/test';

export interface DomSize {
  /** Elements in the document once the page has loaded and hydrated, as Lighthouse counts them. */
  elements: number;
  /** Of them, inside code blocks (`pre`, the block itself included). */
  inCodeBlocks: number;
}

/** Counts the DOM of a page after load, in a fresh context, once React has hydrated it. */
export async function measureDomSize(browser: Browser, url: string): Promise<DomSize> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    return await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      inCodeBlocks: Array.from(document.querySelectorAll('pre')).reduce((sum, pre) => sum + 1 + pre.getElementsByTagName('*').length, 0),
    }));
  } finally {
    await context.close();
  }
}
