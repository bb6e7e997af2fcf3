import { expect, test } from '@playwright/test';
import { loadApiModel, type ApiModel } from '../../plugins/api-model';

let model: ApiModel;
test.beforeAll(async () => {
  model = await loadApiModel();
});

test.describe('pages rendered from the spec', () => {
  test('the conventions page lists every error code in the server HTML, each at the anchor its type URI names', async ({ request }) => {
    const html = await (await request.get('/docs/api/intro')).text();
    const codes = model.errorCodes;
    expect(codes.length).toBeGreaterThan(10);
    for (const { code } of codes) {
      // The served HTML is minified: attribute values may be unquoted.
      expect(html, `anchor for ${code}`).toMatch(new RegExp(`<tr[^>]* id="?${code}"?[\\s>]`));
    }
  });

  test('following an error type URI scrolls to that code and shows its status', async ({ page }) => {
    await page.goto('/docs/api/intro#insufficient_funds');
    const row = page.locator('tr#insufficient_funds');
    await expect(row).toBeInViewport();
    await expect(row.getByRole('rowheader')).toHaveText('insufficient_funds');
    await expect(row.getByRole('cell').first()).toHaveText('422');
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Meaning and what to do' }) });
    await expect(table.locator('tbody tr')).toHaveCount(model.errorCodes.length);
  });

  test('the webhook payloads page lists every event type of the spec', async ({ page }) => {
    await page.goto('/docs/notifications/webhook-notification-payloads');
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Event type' }) });
    const events = model.webhookEvents;
    await expect(table.locator('tbody tr')).toHaveCount(events.length);
    await expect(table.getByRole('rowheader', { name: 'deposit.received' })).toBeVisible();
  });
});
