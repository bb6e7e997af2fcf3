import type { Browser } from '@playwright/test';

export interface SearchLatency {
  /** Per query: ms from the last keystroke to the last change of the result list, three runs. */
  queries: { query: string; runsMs: number[]; medianMs: number }[];
  medianMs: number;
}

const QUERIES = ['idempotency_key_reused', 'virtual account', 'deposit.received', 'freeze a card'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Opens search with Ctrl+K on `url`, waits for the index, then types each query one key at a
 * time and times, inside the page, the last `input` event to the last mutation of the result
 * list (the list is quiet for 300 ms before a run is read).
 */
export async function measureSearchLatency(browser: Browser, url: string): Promise<SearchLatency> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const indexArrived = page.waitForResponse((response) => /search-index[^/]*\.json/.test(response.url()) && response.ok());
    await page.keyboard.press('Control+k');
    await indexArrived;
    const input = page.getByRole('navigation', { name: 'Main' }).getByLabel('Search', { exact: true });
    await input.pressSequentially('a');
    await page.locator('[role="listbox"]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const timing = { lastInput: 0, lastRender: 0 };
      Object.assign(window, { __searchTiming: timing });
      document.addEventListener('input', () => (timing.lastInput = performance.now()), true);
      new MutationObserver(() => (timing.lastRender = performance.now())).observe(document.querySelector('[role="listbox"]')!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const readTiming = () =>
      page.evaluate(() => {
        const timing = (window as unknown as { __searchTiming: { lastInput: number; lastRender: number } }).__searchTiming;
        return { ...timing, now: performance.now() };
      });
    async function timeOnce(query: string): Promise<number> {
      await input.fill('');
      await input.pressSequentially(query);
      await page.waitForFunction(
        () => {
          const timing = (window as unknown as { __searchTiming: { lastRender: number } }).__searchTiming;
          return timing.lastRender > 0 && performance.now() - timing.lastRender > 300;
        },
        undefined,
        { polling: 50 },
      );
      const { lastInput, lastRender } = await readTiming();
      return Math.max(0, lastRender - lastInput);
    }
    const queries = [];
    for (const query of QUERIES) {
      const runsMs = [await timeOnce(query), await timeOnce(query), await timeOnce(query)];
      queries.push({ query, runsMs, medianMs: median(runsMs) });
    }
    return { queries, medianMs: median(queries.map((q) => q.medianMs)) };
  } finally {
    await context.close();
  }
}
