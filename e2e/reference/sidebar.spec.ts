import { expect, test, type Page } from '@playwright/test';
import { OPERATIONS, WITHOUT_SIDEBAR_ENTRY, categoryRoute } from './operations';

/** Opens every collapsed sidebar category, then returns the linkPaths of all sidebar links. */
async function sidebarLinkPaths(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  for (;;) {
    const collapsed = sidebar.getByRole('button', { name: /^Expand sidebar category/ });
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  return sidebar.locator('a.menu__link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** The map of every operation on the API landing (not the prose links around it). */
const operationMap = (page: Page) => page.getByRole('navigation', { name: 'All operations by tag' });

test.describe('reference sidebar', () => {
  test('lists every operation except the four the spec leaves out, grouped by tag', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/api');
    const linkPaths = await sidebarLinkPaths(page);
    for (const operation of OPERATIONS) {
      const expected = !WITHOUT_SIDEBAR_ENTRY.includes(operation.id);
      expect(linkPaths.includes(`/docs/${operation.id}`), `${operation.id} in sidebar`).toBe(expected);
    }
    for (const tag of new Set(OPERATIONS.map((o) => o.tag))) {
      expect(linkPaths, `category link for ${tag}`).toContain(categoryRoute(tag));
    }
  });

  test('the Webhooks category page is /docs/categories-webhooks and lists every webhook operation', async ({ page }) => {
    await page.goto('/docs/categories-webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const main = page.locator('main article');
    for (const operation of OPERATIONS.filter((o) => o.tag === 'Webhooks')) {
      await expect(main.locator(`a[href="/docs/${operation.id}"]`)).toBeVisible();
    }
  });

  for (const id of WITHOUT_SIDEBAR_ENTRY) {
    const operation = OPERATIONS.find((o) => o.id === id)!;
    test(`${id} is reachable from its category page and from the API landing`, async ({ page }) => {
      await page.goto(categoryRoute(operation.tag));
      await page.locator(`main article a[href="/docs/${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${id}$`));
      await expect(page.locator('main article')).toContainText(operation.path);

      await page.goto('/docs/api');
      await operationMap(page).locator(`a[href="/docs/${id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${id}$`));
    });
  }

  test('the API landing maps every operation by tag', async ({ page }) => {
    await page.goto('/docs/api');
    const map = operationMap(page);
    for (const operation of OPERATIONS) {
      await expect(map.locator(`a[href="/docs/${operation.id}"]`)).toHaveCount(1);
    }
  });
});
