import { expect, type Locator, type Page } from '@playwright/test';

/** The navbar search box and its result list, as a reader uses them. */
export class SearchBox {
  readonly input: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole('navigation', { name: 'Main' }).getByLabel('Search', { exact: true });
    this.results = page.getByRole('listbox').getByRole('option');
  }

  async expectFocused() {
    await expect(this.input).toBeFocused();
  }

  /** Types like a reader, one key at a time, then waits for a result that mentions `expected`. */
  async typeAndWaitForResults(query: string, expected = query) {
    await this.input.pressSequentially(query);
    await expect(this.results.filter({ hasText: expected }).first()).toBeVisible();
  }

  /** The page title a result leads to: its breadcrumb line, or its own title for a page hit. */
  async pageTitleOf(result: Locator): Promise<string> {
    const path = result.locator('[class*="hitPath"]');
    const pathText = (await path.count()) > 0 ? (await path.textContent())?.trim() : '';
    if (pathText) return pathText;
    return ((await result.locator('[class*="hitTitle"]').textContent()) ?? '').trim();
  }

  /** Waits for the index (fetched once, by the worker that queries it) to have arrived. */
  waitForIndex() {
    return this.page.waitForResponse((response) => isSearchIndex(response.url()) && response.ok());
  }
}

export function isSearchIndex(url: string): boolean {
  return /\/search-index[^/]*\.json/.test(new URL(url).pathname);
}
