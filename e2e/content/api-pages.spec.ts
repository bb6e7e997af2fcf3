import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface Generated {
  code?: string;
  status?: number;
  type?: string;
}

/** Data generated from the spec by `npm run gen:data` before the build. */
function generated(file: string): Generated[] {
  return JSON.parse(readFileSync(join(__dirname, '../../src/data/generated', file), 'utf8')) as Generated[];
}

test.describe('pages rendered from the spec', () => {
  test('the conventions page lists every error code in the server HTML, each at the anchor its type URI names', async ({ request }) => {
    const html = await (await request.get('/docs/api/intro')).text();
    const codes = generated('error-codes.json');
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
    await expect(table.locator('tbody tr')).toHaveCount(generated('error-codes.json').length);
  });

  test('the webhook payloads page lists every event type of the spec', async ({ page }) => {
    await page.goto('/docs/notifications/webhook-notification-payloads');
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Event type' }) });
    const events = generated('webhook-events.json');
    await expect(table.locator('tbody tr')).toHaveCount(events.length);
    await expect(table.getByRole('rowheader', { name: 'deposit.received' })).toBeVisible();
  });
});
