import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** What a sighted keyboard user sees: an outline or a focus shadow around the element. */
async function hasFocusRing(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

async function expectFocusRing(element: Locator, visible: boolean) {
  await expect(element).toBeFocused();
  await expect.poll(() => hasFocusRing(element)).toBe(visible);
}

test.describe('keyboard navigation', () => {
  test('the skip link is the first Tab stop and moves focus to the main content', async ({ site, page }) => {
    await site.goto('/docs/guides');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });

    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    // Chromium drops focus from the programmatically focused <main> but keeps it as the
    // sequential navigation starting point: the next Tab stop is the first one in the content.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(site.main.locator(':focus')).toHaveCount(1);
    await expect(site.navbar.locator(':focus')).toHaveCount(0);
  });

  test('focus rings show while using Tab and not after a mouse click', async ({ site, page }) => {
    await site.goto('/');
    const toggle = site.colorModeToggle;

    // Tab until the colour mode switch has focus.
    for (let stops = 0; stops < 20 && !(await toggle.evaluate((el) => el === document.activeElement)); stops += 1) {
      await page.keyboard.press('Tab');
    }
    await expectFocusRing(toggle, true);

    // Clicking moves focus away, then a mouse click focuses the switch again: no ring.
    await page.getByRole('heading', { level: 1 }).click();
    await toggle.click();
    await expectFocusRing(toggle, false);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectFocusRing(toggle, true);
  });
});
