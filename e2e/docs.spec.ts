import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** Category togglers: a category without a page is itself role=button, one with a page has a caret button. */
function categoryTogglers(sidebar: Locator) {
  return sidebar.locator('[role="button"][aria-expanded], button[aria-expanded]');
}

/**
 * The category says it is expanded (or not), and its list has finished opening (or closing): the
 * list animates its height, and the categories below it move until it ends, so a click meant for
 * one of them could land on what the moving list brings under the pointer.
 */
async function expectExpanded(toggler: Locator, expanded: boolean) {
  await expect(toggler).toHaveAttribute('aria-expanded', String(expanded));
  const list = toggler.locator('xpath=ancestor::li[contains(@class, "menu__list-item")][1]/ul');
  if (expanded) await expect(list).toHaveAttribute('style', /height: auto/);
  else await expect(list).toBeHidden();
}

test.describe('docs pages', () => {
  test.describe('sidebar', () => {
    test('can be hidden and brought back', async ({ site, page }) => {
      await site.goto('/docs/guides');
      await expect(site.sidebar).toBeVisible();

      await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
      await expect(site.sidebar).toBeHidden();
      const expand = page.getByRole('button', { name: 'Expand sidebar' });
      await expect(expand).toBeVisible();

      await expand.click();
      await expect(site.sidebar).toBeVisible();
      await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toBeVisible();
    });

    test('expanding one category leaves another expanded category open', async ({ site }) => {
      await site.goto('/docs/guides');
      const togglers = categoryTogglers(site.sidebar);
      expect(await togglers.count(), 'the sidebar needs two collapsible categories').toBeGreaterThanOrEqual(2);

      // Start from two collapsed categories, whatever the sidebar holds.
      const [first, second] = [togglers.nth(0), togglers.nth(1)];
      for (const toggler of [first, second]) {
        if ((await toggler.getAttribute('aria-expanded')) === 'true') await toggler.click();
        await expectExpanded(toggler, false);
      }

      await first.click();
      await expectExpanded(first, true);
      await second.click();
      await expectExpanded(second, true);
      await expectExpanded(first, true);
    });
  });

  test.describe('table of contents', () => {
    test('lists h2 and h3 headings but not h4', async ({ site, page }) => {
      await site.goto('/markdown-page');
      const toc = page.locator('.table-of-contents');
      await expect(toc).toBeVisible();

      const content = site.main.locator('article');
      const headingsAt = (level: number) =>
        content.getByRole('heading', { level }).evaluateAll((hs) => hs.map((h) => h.id).filter(Boolean));
      const [h2, h3, h4] = await Promise.all([headingsAt(2), headingsAt(3), headingsAt(4)]);
      expect(h2.length * h3.length * h4.length, 'the page needs h2, h3 and h4 headings').toBeGreaterThan(0);

      const tocTargets = await toc
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
      expect(tocTargets.sort()).toEqual([...h2, ...h3].sort());
      for (const id of h4) expect(tocTargets).not.toContain(id);
    });

    test('on the API landing, lists the h3 heading of every tag of the operation map', async ({ site, page }) => {
      await site.goto('/docs/api');
      const toc = page.locator('.table-of-contents');
      await expect(toc).toBeVisible();
      const map = page.getByRole('navigation', { name: 'All operations by tag' });
      const tagHeadings = await map.getByRole('heading', { level: 3 }).evaluateAll((hs) => hs.map((h) => ({ id: h.id, name: h.querySelector('a:not(.hash-link)')?.textContent?.trim() ?? '' })));
      expect(tagHeadings.length, 'one h3 per tag in the operation map').toBeGreaterThan(5);
      for (const { id, name } of tagHeadings) {
        expect(id).toMatch(/^operations-/);
        await expect(toc.locator(`a[href="#${id}"]`)).toHaveText(name);
      }

      const content = site.main.locator('article');
      const headingsAt = (level: number) =>
        content.getByRole('heading', { level }).evaluateAll((hs) => hs.map((h) => h.id).filter(Boolean));
      const tocTargets = await toc
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
      expect(tocTargets.sort()).toEqual([...(await headingsAt(2)), ...(await headingsAt(3))].sort());
    });

    test('at 1024 px a name from the API wraps only after one of its separators', async ({ site, page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await site.goto('/docs/api/changelog');
      const names = page.locator('.table-of-contents code');
      await expect(names.first()).toBeVisible();
      // Each place a name's line ends, with the letter before it: a line may end only after "_", ".", "-" or "/".
      const wraps = await names.evaluateAll((codes) =>
        codes.flatMap((code) => {
          const text = code.textContent ?? '';
          const tops: number[] = [];
          const range = document.createRange();
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let at = 0; at < (node.textContent ?? '').length; at += 1) {
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              tops.push(Math.round(range.getBoundingClientRect().top));
            }
          }
          return tops.flatMap((top, at) => (at > 0 && top > tops[at - 1] ? [{ name: text, after: text.slice(0, at) }] : []));
        }),
      );
      expect(wraps.length, 'some names wrap at this width, or the test sees nothing').toBeGreaterThan(0);
      for (const { name, after } of wraps) expect(after, `"${name}" wraps after "${after}"`).toMatch(/[_.\-/]$/);
    });
  });

  test.describe('version preference', () => {
    test('choosing a version on the docs home stores it in localStorage', async ({ site, page }) => {
      await site.goto('/docs');
      const picker = page.getByRole('navigation', { name: 'Docs version' });
      const current = picker.getByRole('link', { name: 'API v1 (current)', exact: true });
      await expect(current).toBeVisible();
      expect(await site.storageKeys('docs-preferred-version-default')).toEqual([]);

      await current.click();
      await expect(page).toHaveURL(/\/docs\/guides$/);
      await expect
        .poll(async () => {
          const [key] = await site.storageKeys('docs-preferred-version-default');
          return key ? page.evaluate((k) => localStorage.getItem(k), key) : null;
        })
        .toBe('current');
    });
  });
});
