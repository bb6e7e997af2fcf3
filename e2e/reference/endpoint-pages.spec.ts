import { expect, test } from '@playwright/test';
import { OPERATIONS } from './operations';

test.describe('endpoint pages', () => {
  test('there are exactly the 34 operations of the API design', () => {
    expect(OPERATIONS).toHaveLength(34);
  });

  // Each endpoint page's server-rendered method badge and path are checked in the page sweep (e2e/all-pages/).

  test('an endpoint page shows its title, method, path, authentication and sections', async ({ page }) => {
    await page.goto('/docs/cards-controller-update-card-status');
    const main = page.locator('main article');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText('PATCH', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('/cards/{card_id}/status', { exact: true })).toBeVisible();
    await expect(main.getByText(/Bearer API key in the/)).toBeVisible();
    for (const section of ['Request', 'Code samples', 'Responses']) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(main.getByRole('heading', { level: 3, name: /^200 / })).toBeVisible();
  });

  test('the health check needs no API key', async ({ page }) => {
    await page.goto('/docs/health-check-controller-health-check');
    await expect(page.getByText('None: this operation needs no API key.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Request' }).locator('[role="tabpanel"]:not([hidden])')).not.toContainText('Authorization');
  });

  test('the site offers no request panel: no Send button and no form', async ({ page }) => {
    await page.goto('/docs/cards-controller-create-debit-card');
    await expect(page.getByRole('button', { name: /send|try it/i })).toHaveCount(0);
    await expect(page.locator('main form, main input, main textarea')).toHaveCount(0);
  });
});
