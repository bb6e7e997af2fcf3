import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DESKTOP_BREAKPOINT = 996;

/** The shell of the site as a reader sees it. */
export class DocsSite {
  readonly navbar: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly sidebar: Locator;
  readonly announcementBar: Locator;
  readonly colorModeToggle: Locator;
  readonly mobileMenuToggle: Locator;

  constructor(readonly page: Page) {
    this.navbar = page.getByRole('navigation', { name: 'Main' });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    this.announcementBar = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Close' }) });
    this.colorModeToggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
    this.mobileMenuToggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  }

  /** Opens a path and waits until React has hydrated the page, so it reacts to input. */
  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.waitForHydration();
    return response;
  }

  async waitForHydration() {
    await expect(this.page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }

  navbarLink(name: string) {
    return this.navbar.getByRole('link', { name, exact: true });
  }

  async storageKeys(prefix: string): Promise<string[]> {
    return this.page.evaluate((p) => Object.keys(localStorage).filter((key) => key.startsWith(p)), prefix);
  }
}

/** Marks the document: a page load drops the mark, a client-side navigation keeps it (`expectSameDocument`). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
}

export async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '');
}

export interface ConsoleLog {
  type: string;
  text: string;
}

export const test = base.extend<{ site: DocsSite; consoleLog: ConsoleLog[] }>({
  page: async ({ page }, use) => {
    await use(page);
    // Route handlers may still be answering prefetches when a test ends; let them go quietly.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  site: async ({ page }, use) => {
    await use(new DocsSite(page));
  },
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog[] = [];
    page.on('console', (message) => log.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => log.push({ type: 'pageerror', text: String(error) }));
    await use(log);
  },
});

export { expect };
