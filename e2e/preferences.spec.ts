import { expect, test, type DocsSite } from './fixtures';

async function expectColorMode(site: DocsSite, mode: 'light' | 'dark') {
  await expect(site.page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(site.colorModeToggle).toHaveAccessibleName(`Switch between dark and light mode (currently ${mode} mode)`);
}

test.describe('reader preferences', () => {
  test.describe('colour mode', () => {
    // A dark OS preference must not win over the site's light default.
    test.use({ colorScheme: 'dark' });

    test('is light by default, dark after the switch, and stays dark after a reload', async ({ site, page }) => {
      await site.goto('/');
      await expectColorMode(site, 'light');

      await site.colorModeToggle.click();
      await expectColorMode(site, 'dark');

      await page.reload();
      await site.waitForHydration();
      await expectColorMode(site, 'dark');
    });
  });

  test.describe('announcement bar', () => {
    test('stays closed after a reload once closed', async ({ site, page }) => {
      await site.goto('/');
      await expect(site.announcementBar).toBeVisible();

      await site.announcementBar.getByRole('button', { name: 'Close' }).click();
      await expect(site.announcementBar).toBeHidden();

      await page.reload();
      await site.waitForHydration();
      await expect(site.announcementBar).toBeHidden();
    });
  });
});
