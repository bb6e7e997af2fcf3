import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface StateValue {
  value: string;
}

/** Data generated from the spec by `npm run gen:data` before the build. */
function generated<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, '../../src/data/generated', file), 'utf8')) as T;
}

const enums = generated<Record<string, StateValue[]>>('lifecycle-states.json');

const DIAGRAMS = [
  { route: '/docs/api/customers', enumName: 'CustomerStatus', title: 'Customer status' },
  { route: '/docs/api/customers', enumName: 'KycStatus', title: 'KYC status' },
  { route: '/docs/api/wallets', enumName: 'WalletStatus', title: 'Wallet status' },
  { route: '/docs/api/virtual-accounts', enumName: 'VirtualAccountStatus', title: 'Virtual account status' },
  { route: '/docs/api/cards', enumName: 'CardStatus', title: 'Card status' },
];

async function expectStates(page: Page, title: string, values: string[]) {
  const diagram = page.getByRole('figure', { name: `${title} lifecycle` });
  await expect(diagram).toBeVisible();
  const states = diagram.locator('li[data-state]');
  await expect(states).toHaveCount(values.length);
  for (const value of values) {
    const state = diagram.locator(`li[data-state="${value}"]`);
    await expect(state).toBeVisible();
    await expect(state.locator('code').first()).toHaveText(value);
  }
}

test.describe('resource overviews', () => {
  for (const { route, enumName, title } of DIAGRAMS) {
    test(`${route} draws the ${title} lifecycle with every value of ${enumName}`, async ({ page }) => {
      const values = enums[enumName].map((s) => s.value);
      expect(values.length).toBeGreaterThan(1);
      await page.goto(route);
      await expectStates(page, title, values);
    });
  }

  test('a transition links to the state it leads to', async ({ page }) => {
    await page.goto('/docs/api/cards');
    const diagram = page.getByRole('figure', { name: 'Card status lifecycle' });
    await diagram.locator('li[data-state="frozen"]').getByRole('link', { name: 'to active' }).click();
    await expect(page).toHaveURL(/#card-status-active$/);
    await expect(diagram.locator('li[data-state="active"]')).toBeInViewport();
  });
});

/** The text of one event's section in the server HTML, tags stripped. */
function sectionText(html: string, type: string): string {
  const start = html.search(new RegExp(`data-event-type="?${type.replace(/\./g, '\\.')}"?[\\s>]`));
  if (start === -1) return '';
  const end = html.indexOf('data-event-type=', start + 1);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"');
}

test.describe('webhook payloads page', () => {
  test('the table of contents links the payload of every event type of the spec', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/notifications/webhook-notification-payloads');
    const toc = page.locator('.table-of-contents');
    await expect(toc).toBeVisible();
    const events = generated<{ type: string }[]>('webhook-payloads.json');
    expect(events.length).toBeGreaterThan(10);
    const targets = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
    expect(targets.filter((id) => id.startsWith('payload-'))).toEqual(events.map(({ type }) => `payload-${type}`));
    await expect(toc.getByRole('link', { name: 'deposit.received', exact: true })).toBeVisible();
  });

  test('the server HTML has every event type of the spec with its anchor, schema and example', async ({ request }) => {
    const html = await (await request.get('/docs/notifications/webhook-notification-payloads')).text();
    const events = generated<{ type: string; schemaName: string; example: string }[]>('webhook-payloads.json');
    expect(events.length).toBeGreaterThan(10);
    for (const { type, schemaName, example } of events) {
      // The served HTML is minified: attribute values may be unquoted.
      expect(html, `anchor of ${type}`).toMatch(new RegExp(`<h3[^>]* id="?payload-${type.replace(/\./g, '\\.')}"?[\\s>]`));
      const text = sectionText(html, type);
      expect(text, `schema name in the section of ${type}`).toContain(schemaName);
      const { id } = JSON.parse(example) as { id: string };
      expect(text, `example of ${type}`).toContain(`"type": "${type}"`);
      expect(text, `example id of ${type}`).toContain(`"id": "${id}"`);
    }
  });
});
