import { expect, type Locator, type Page } from '@playwright/test';
import { SEARCH_BUNDLE_DIR } from '../../plugins/search/client/bundle';

/** The navbar's search button, the dialog it opens and its result list, as a reader uses them. */
export class SearchBox {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly input: Locator;
  readonly status: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true });
    this.dialog = page.getByRole('dialog', { name: 'Search' });
    this.input = this.dialog.getByRole('combobox', { name: 'Search' });
    this.status = this.dialog.getByRole('status');
    this.results = this.dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  }

  async open() {
    await this.button.click();
    await expect(this.input).toBeFocused();
  }

  async expectFocused() {
    await expect(this.input).toBeFocused();
  }

  /** Types like a reader, one key at a time, then waits for a result that mentions `expected`. */
  async typeAndWaitForResults(query: string, expected = query) {
    await this.input.pressSequentially(query);
    await expect(this.status).toContainText(`for “${query}”`);
    await expect(this.results.filter({ hasText: expected }).first()).toBeVisible();
  }

  /** The title of the page a result leads to, as the result shows it. */
  async pageTitleOf(result: Locator): Promise<string> {
    return ((await result.locator('[data-search-title]').textContent()) ?? '').trim();
  }
}

/** Files of the search index (Pagefind's script, WebAssembly, index chunks and fragments). */
export function isSearchFile(url: string): boolean {
  return new URL(url).pathname.startsWith(`/${SEARCH_BUNDLE_DIR}/`);
}
