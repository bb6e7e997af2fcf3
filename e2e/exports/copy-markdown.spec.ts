import { expect, test } from '../fixtures';
import { sitemapPaths } from '../server/built-site';

const GUIDE = sitemapPaths().find((path) => path.startsWith('/docs/guides/')) ?? '/docs/guides';
const ENDPOINT = '/docs/cards-controller-create-credit-card';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Copy page as Markdown', () => {
  test('copies the page Markdown to the clipboard and confirms it', async ({ site, page, request }) => {
    await site.goto(GUIDE);
    const button = site.main.getByRole('button', { name: 'Copy page as Markdown' });
    await button.click();
    await expect(site.main.getByRole('status')).toHaveText('Copied');
    const expected = await (await request.get(`${GUIDE}.md`)).text();
    expect(expected.length).toBeGreaterThan(50);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('works from the keyboard, on an endpoint page too', async ({ site, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await site.goto(ENDPOINT);
    // From 1280 px an endpoint page has "On this page" and the button on one row, in that
    // order, right after the breadcrumbs.
    await site.main.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(site.main.getByRole('button', { name: 'On this page' })).toBeFocused();
    await page.keyboard.press('Tab');
    const button = site.main.getByRole('button', { name: 'Copy page as Markdown' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(site.main.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Create a credit card\n/);
    expect(copied).toContain('`POST /cards/credit`');
  });

  test('says so when the clipboard refuses, and offers the Markdown instead', async ({ site, page }) => {
    await site.goto(GUIDE);
    await page.evaluate(() => {
      const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.assign(navigator.clipboard, { write: refuse, writeText: refuse });
    });
    await site.main.getByRole('button', { name: 'Copy page as Markdown' }).click();
    const status = site.main.getByRole('status');
    await expect(status).toContainText('Could not copy');
    await expect(status.getByRole('link', { name: 'open the Markdown' })).toHaveAttribute('href', `${GUIDE}.md`);
  });
});
