import { expect, test, type Page } from '@playwright/test';
import { expectSameDocument, markDocument } from '../fixtures';
import { loadApiModel } from '../../plugins/api-model';
import { contentData, enumStates, type StateValue, type WebhookPayload } from '../../plugins/api-content/data';

const enums: Record<string, StateValue[]> = {};
let payloads: WebhookPayload[] = [];
test.beforeAll(async () => {
  const model = await loadApiModel();
  for (const { enumName } of DIAGRAMS) enums[enumName] = enumStates(model, enumName);
  payloads = contentData(model).webhookPayloads;
});

const DIAGRAMS = [
  { route: '/docs/api/customers', enumName: 'CustomerStatus', title: 'Customer status' },
  { route: '/docs/api/customers', enumName: 'KycStatus', title: 'KYC status' },
  { route: '/docs/api/wallets', enumName: 'WalletStatus', title: 'Wallet status' },
  { route: '/docs/api/virtual-accounts', enumName: 'VirtualAccountStatus', title: 'Virtual account status' },
  { route: '/docs/api/cards', enumName: 'CardStatus', title: 'Card status' },
  { route: '/docs/api/transactions', enumName: 'TransactionStatus', title: 'Transaction status' },
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

  test('the transactions overview lists every failure code of the spec with its meaning, and the order a link promises', async ({ page }) => {
    const codes = enumStates(await loadApiModel(), 'FailureCode');
    await page.goto('/docs/api/wallets');
    await page.getByRole('link', { name: 'order of failure_code' }).and(page.locator('[href$="#failure-codes"]')).click();
    await expect(page).toHaveURL(/\/docs\/api\/transactions#failure-codes$/);
    const section = page.locator('h2#failure-codes ~ *');
    for (const { value } of codes) {
      const row = page.locator(`tr[id="${value}"]`);
      await expect(row.locator('th')).toHaveText(value);
      await expect(row.locator('td')).not.toBeEmpty();
    }
    await expect(section.getByText('is the first that applies in this order', { exact: false })).toBeVisible();
  });

  test('the transactions overview lists every event whose payload carries a transaction, each linking to its payload', async ({ page }) => {
    const types = payloads.filter((payload) => payload.objectName === 'Transaction').map((payload) => payload.type);
    expect(types.length).toBeGreaterThan(10);
    await page.goto('/docs/api/transactions');
    const rows = page.locator('h2#events ~ * tbody tr');
    await expect(rows).toHaveCount(types.length);
    expect((await rows.locator('th').allTextContents()).sort()).toEqual([...types].sort());
    const first = (await rows.first().locator('th').textContent()) ?? '';
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/docs/notifications/webhook-notification-payloads#payload-${first}`);
  });

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

test.describe('webhook events on an overview', () => {
  test("an event's row opens its payload on the events page without loading a page", async ({ page }) => {
    await page.goto('/docs/api/cards');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await markDocument(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'card.created' }) });
    await row.getByRole('link', { name: 'card.created' }).click();
    await expect(page).toHaveURL(/\/docs\/notifications\/webhook-notification-payloads#payload-card\.created$/);
    await expect(page.getByRole('heading', { name: 'card.created', level: 3 })).toBeInViewport();
    await expectSameDocument(page);
  });
});

test.describe('webhook payloads page', () => {
  test('the table of contents links the payload of every event type of the spec', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/notifications/webhook-notification-payloads');
    const toc = page.locator('.table-of-contents');
    await expect(toc).toBeVisible();
    const events = payloads;
    expect(events.length).toBeGreaterThan(10);
    const targets = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
    expect(targets.filter((id) => id.startsWith('payload-'))).toEqual(events.map(({ type }) => `payload-${type}`));
    await expect(toc.getByRole('link', { name: 'deposit.received', exact: true })).toBeVisible();
  });

  test('the server HTML has every event type of the spec with its anchor and schema name, and no payload bodies', async ({ request }) => {
    const html = await (await request.get('/docs/notifications/webhook-notification-payloads')).text();
    const events = payloads;
    expect(events.length).toBeGreaterThan(10);
    for (const { type, schemaName, example } of events) {
      // The served HTML is minified: attribute values may be unquoted.
      expect(html, `anchor of ${type}`).toMatch(new RegExp(`<h3[^>]* id="?payload-${type.replace(/\./g, '\\.')}"?[\\s>]`));
      const text = sectionText(html, type);
      expect(text, `schema name in the section of ${type}`).toContain(schemaName);
      // Schemas and examples are fetched when opened: the page loads light.
      const { id } = JSON.parse(example) as { id: string };
      expect(text, `example of ${type} is not in the server HTML`).not.toContain(`"id": "${id}"`);
    }
  });

  test('opening an event\'s example or schema shows it', async ({ page }) => {
    await page.goto('/docs/notifications/webhook-notification-payloads');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const section = (type: string) => page.locator(`section[data-event-type="${type}"]`);
    await expect(page.locator('section[data-event-type] pre')).toHaveCount(0);
    const opened = [payloads[0], payloads.find((payload) => payload.type === 'deposit.received')!, payloads.at(-1)!];
    for (const { type, example } of opened) {
      const { id } = JSON.parse(example) as { id: string };
      await section(type).getByText('Example payload', { exact: true }).click();
      const exampleCode = section(type).locator('pre code');
      await expect(exampleCode, `example of ${type}`).toContainText(`"id": "${id}"`);
      await expect(exampleCode).toContainText(`"type": "${type}"`);
    }
    // Only the opened ones were rendered.
    await expect(page.locator('section[data-event-type] pre')).toHaveCount(opened.length);
    const { type, schema } = payloads.find((payload) => payload.type === 'deposit.received')!;
    await section(type).locator('summary', { hasText: 'Payload schema' }).click();
    const names = (schema.properties ?? []).map((field) => field.name ?? '');
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) await expect(section(type).locator('.ref-fields').first()).toContainText(name);
  });
});

test.describe('spec tables beside the table of contents', () => {
  // The narrowest desktop layout (sidebar and table of contents both shown) leaves the article
  // about 490 px; event types and field paths in these tables are unbreakable words up to 330 px.
  for (const width of [997, 1024, 1440]) {
    for (const route of ['/docs/notifications/webhook-notification-payloads', '/docs/api/intro', '/docs/api/cards']) {
      test(`at ${width} px, every table of ${route} stays left of the table of contents`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const toc = page.locator('.theme-doc-toc-desktop');
        await expect(toc).toBeVisible();
        const tocLeft = (await toc.boundingBox())!.x;
        const tables = page.locator('article table');
        expect(await tables.count()).toBeGreaterThan(0);
        const rightEdges = await tables.evaluateAll((all) => all.map((table) => Math.round(table.getBoundingClientRect().right)));
        for (const right of rightEdges) expect(right).toBeLessThanOrEqual(tocLeft);
      });
    }
  }
});
