import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Code sample language' }).getByRole('tab');
/** The code sample shown: the request card's one visible tab panel. */
const visiblePanel = (page: Page) => page.getByRole('group', { name: 'Request' }).locator('[role="tabpanel"]:not([hidden])');

test.describe('code samples', () => {
  test('the chosen language is remembered across pages and reloads', async ({ site, page }) => {
    await site.goto('/docs/cards-controller-create-credit-card');
    await expect(tabs(page).filter({ hasText: 'curl' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(visiblePanel(page)).toContainText('requests.post(');

    // Client-side navigation through the sidebar to another endpoint page.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /Create a debit card/ }).click();
    await expect(page).toHaveURL(/\/docs\/cards-controller-create-debit-card$/);
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanel(page)).toContainText('requests.post(');

    await page.reload();
    await site.waitForHydration();
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanel(page)).toContainText('import requests');

    // A fresh page load elsewhere too.
    await site.goto('/docs/webhooks-controller-list-webhooks');
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanel(page)).toContainText('requests.get(');
  });

  test('the tabs follow the ARIA tabs pattern from the keyboard', async ({ site, page }) => {
    // Keys pressed before hydration reach no handler.
    await site.goto('/docs/webhooks-controller-get-webhook');
    const curl = page.getByRole('tab', { name: 'curl' });
    await expect(curl).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('tabindex', '-1');

    await curl.focus();
    await page.keyboard.press('ArrowRight');
    const javascript = page.getByRole('tab', { name: 'JavaScript' });
    await expect(javascript).toBeFocused();
    await expect(javascript).toHaveAttribute('aria-selected', 'true');
    await expect(curl).toHaveAttribute('aria-selected', 'false');
    await expect(javascript).toHaveAttribute('tabindex', '0');

    // The selected tab controls the one visible panel, which is labelled by it.
    const panelId = await javascript.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await javascript.getAttribute('id')) ?? '');
    await expect(panel).toContainText('await fetch(');
    await expect(visiblePanel(page)).toHaveCount(1);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Ruby' })).toBeFocused();
    await expect(visiblePanel(page)).toContainText('require "net/http"');
    await page.keyboard.press('ArrowRight');
    await expect(curl).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Ruby' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(curl).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel's content instead of walking every tab.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'JavaScript' })).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true);
  });

  test('every sample has a copy button', async ({ page }) => {
    await page.goto('/docs/cards-controller-reissue-card');
    await expect(visiblePanel(page).getByRole('button', { name: /copy/i })).toBeVisible();
  });
});

test.describe('schema sections', () => {
  test('nested fields expand and collapse from the keyboard', async ({ page }) => {
    await page.goto('/docs/cards-controller-create-credit-card');
    const body = page.locator('main article');
    const summary = body.locator('summary', { hasText: 'fields of credit_limit' }).first();
    const details = summary.locator('xpath=..');
    const nested = details.locator(':scope > ul > li').first();
    await expect(details).not.toHaveAttribute('open', '');
    await expect(nested).toBeHidden();

    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(nested).toBeVisible();
    await expect(nested).toContainText('amount');

    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');
    await expect(nested).toBeHidden();
  });

  test('a schema expander is reachable with Tab', async ({ page }) => {
    await page.goto('/docs/cards-controller-create-credit-card');
    // Walk the tab order from the request body's first control until a summary has focus:
    // each field's link comes first, then the nested fields' expander.
    const expandAll = page.locator('main article section.ref-content').getByRole('button', { name: 'Expand all' });
    await expect(expandAll).toBeVisible();
    await expandAll.focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.tagName === 'SUMMARY')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await expect(page.locator('main article summary:focus')).toHaveText('2 fields of credit_limit');
  });
});
