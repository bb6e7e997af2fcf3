import { expect, test } from './fixtures';

test.describe('footer', () => {
  test('is present, with links that lead to real pages', async ({ site, request }) => {
    await site.goto('/');
    await expect(site.footer).toBeVisible();
    await expect(site.footer).toContainText('Ledgerline');

    const links = site.footer.getByRole('link');
    await expect(links.getByText('API reference', { exact: true })).toBeVisible();
    await expect(links.getByText('Guides', { exact: true })).toBeVisible();

    const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of targets.filter((h) => h.startsWith('/'))) {
      const response = await request.get(href);
      expect(response.status(), `footer link ${href}`).toBe(200);
    }
  });
});
