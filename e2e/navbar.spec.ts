import type { Page } from '@playwright/test';
import { DESKTOP_BREAKPOINT, expect, test, type DocsSite } from './fixtures';

const ENTRIES = [
  { name: 'API', href: '/docs/api' },
  { name: 'Guides', href: '/docs/guides' },
];

async function expectNavbarEntries(site: DocsSite) {
  const links = site.navbar.locator('.navbar__items:not(.navbar__items--right) .navbar__item');
  await expect(links).toHaveCount(ENTRIES.length);
  for (const { name, href } of ENTRIES) {
    await expect(site.navbarLink(name)).toBeVisible();
    await expect(site.navbarLink(name)).toHaveAttribute('href', href);
  }
}

/** Scrolls like a reader does, one wheel step at a time, each seen by the page's scroll listeners. */
async function scrollStep(page: Page, deltaY: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('navbar', () => {
  test.describe('at the desktop breakpoint', () => {
    test.use({ viewport: { width: DESKTOP_BREAKPOINT + 1, height: 800 } });

    test('shows exactly the API and Guides entries inline, with no menu toggle', async ({ site }) => {
      await site.goto('/');
      await expectNavbarEntries(site);
      await expect(site.mobileMenuToggle).toBeHidden();
    });
  });

  test.describe('below the desktop breakpoint', () => {
    test.use({ viewport: { width: DESKTOP_BREAKPOINT - 1, height: 800 } });

    test('moves the entries into the mobile menu', async ({ site, page }) => {
      await site.goto('/');
      await expect(site.navbarLink('API')).toBeHidden();
      await expect(site.mobileMenuToggle).toBeVisible();

      await site.mobileMenuToggle.click();
      const menu = page.locator('.navbar-sidebar');
      for (const { name, href } of ENTRIES) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    });

    test("builds the menu when the reader reaches for it, with the page's docs sidebar in it", async ({ site, page }) => {
      await site.goto('/docs/guides/deposits');
      // Hydration renders no menu a reader has not asked for.
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      await site.mobileMenuToggle.click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.getByRole('link', { name: 'Deposits', exact: true })).toBeVisible();
      // The docs sidebar shows first; "Back to main menu" slides to the navbar's entries.
      const panels = menu.locator('.navbar-sidebar__items');
      await expect(panels).toHaveClass(/navbar-sidebar__items--show-secondary/);
      await menu.getByRole('button', { name: /Back to main menu/ }).click();
      await expect(panels).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
      await expect(menu.getByRole('link', { name: 'API', exact: true }).first()).toBeInViewport();
    });
  });

  test.describe('on a long page', () => {
    test('hides when scrolling down and comes back when scrolling up', async ({ site, page }) => {
      await site.goto('/markdown-page');
      await expect(site.navbar).toBeInViewport();

      await page.mouse.move(600, 400);
      for (let step = 0; step < 3; step += 1) await scrollStep(page, 300);
      await expect(site.navbar).not.toBeInViewport();

      await scrollStep(page, -200);
      await expect(site.navbar).toBeInViewport();
    });
  });
});
