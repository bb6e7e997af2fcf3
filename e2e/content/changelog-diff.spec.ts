import { parse } from 'yaml';
import { expect, test } from '../fixtures';

const CHANGELOG = '/docs/api/changelog';
const ONBOARDING = '2026-11-23-business-onboarding';

/** How many entries of the changelog's Markdown twin dated after `since` link the endpoint page `path`. */
function entriesLinking(twin: string, since: string, path: string): number {
  let date = '';
  const entries: { date: string; body: string }[] = [];
  for (const line of twin.split('\n')) {
    const release = /^## (\d{4}-\d{2}-\d{2})/.exec(line);
    if (release) date = release[1];
    else if (line.startsWith('### ')) entries.push({ date, body: '' });
    else if (entries.length > 0 && !line.startsWith('## ')) entries[entries.length - 1].body += `${line}\n`;
  }
  return entries.filter((entry) => entry.date > since && entry.body.includes(`/docs/${path})`) || entry.body.includes(`/docs/${path}#`)).length;
}

test.describe('changelog: the spec changes of each release', () => {
  test('an entry lists its spec changes under its text, breaking first, each linking the field on its endpoint page', async ({ site, page }) => {
    await site.goto(CHANGELOG);
    const heading = page.locator(`[id="${ONBOARDING}-changes"]`);
    await expect(heading).toHaveText(/Changes in the spec/);
    // The list follows its heading, inside the entry (before the next entry's heading).
    const list = heading.locator('xpath=following-sibling::ul[1]');
    const next = await heading.evaluate((h) => {
      let node = h.nextElementSibling;
      while (node && node.tagName !== 'UL') node = node.nextElementSibling;
      let after = node?.nextElementSibling;
      while (after && !/^H[23]$/.test(after.tagName)) after = after.nextElementSibling;
      return after?.id;
    });
    expect(next).toBe('2026-11-23-webhook-secret-rotation');
    const business = list.locator('> li').filter({ has: page.getByRole('link', { name: 'Create a business customer', exact: true }) });
    const items = business.locator('li');
    await expect(items.first()).toHaveText(/^Breaking: /);
    await expect(items.filter({ hasText: /^Breaking: Approval now needs terms_acceptance/ })).toHaveCount(1);
    const breaking = await items.evaluateAll((lis) => lis.map((li) => li.textContent?.startsWith('Breaking:') ?? false));
    expect(breaking.indexOf(false)).toBeGreaterThan(0);
    expect(breaking.slice(breaking.indexOf(false))).not.toContain(true);

    const termsLink = business.getByRole('link', { name: /^Approval now needs terms_acceptance/ });
    await expect(termsLink).toHaveAttribute('href', '/docs/customers-controller-create-business-customer#request-body-terms_acceptance');
    await termsLink.click();
    await expect(page).toHaveURL(/\/docs\/customers-controller-create-business-customer#request-body-terms_acceptance$/);
    await expect(page.locator('[id="request-body-terms_acceptance"]')).toBeInViewport();
  });

  test('the Markdown twin and the Atom feed carry the same lists with absolute links', async ({ request }) => {
    const twin = await (await request.get(`${CHANGELOG}.md`)).text();
    const section = twin.slice(twin.indexOf('### Breaking: KYC reviews need terms acceptance'), twin.indexOf('### New: roll a webhook secret'));
    expect(section).toContain('#### Changes in the spec');
    expect(section).toContain(
      '- **Breaking:** [Approval now needs `terms_acceptance` in the request body: without it the KYC review stops at `action_required`](https://docs.example.com/docs/customers-controller-create-business-customer#request-body-terms_acceptance)',
    );
    const feed = await (await request.get(`${CHANGELOG}.xml`)).text();
    const item = feed.slice(feed.indexOf(`<id>https://docs.example.com${CHANGELOG}#${ONBOARDING}</id>`));
    const content = item.slice(0, item.indexOf('</entry>'));
    expect(content).toContain('&lt;h4&gt;Changes in the spec&lt;/h4&gt;');
    expect(content).toContain('href=&quot;https://docs.example.com/docs/customers-controller-create-business-customer#request-body-terms_acceptance&quot;');
  });

  test('each release spec is downloadable as YAML and JSON, linked under its date and in llms.txt; /openapi.yaml stays', async ({ site, page, request }) => {
    await site.goto(CHANGELOG);
    for (const date of ['2026-11-23', '2026-11-10']) {
      const note = page.locator(`[id="${date}"] + p`);
      await expect(note).toHaveText(`The spec as released on ${date}: YAML, JSON.`);
      await expect(note.getByRole('link', { name: 'YAML' })).toHaveAttribute('href', `/openapi/${date}.yaml`);
      await expect(note.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', `/openapi/${date}.json`);
    }
    const before = await request.get('/openapi/2026-11-10.yaml');
    expect(before.status()).toBe(200);
    expect(before.headers()['content-type']).toBe('application/yaml');
    const older = parse(await before.text()) as { openapi: string; components: { schemas: Record<string, unknown> } };
    expect(older.openapi).toBe('3.1.0');
    // The release before the KYC requirements: the spec as it was then.
    expect(Object.keys(older.components.schemas)).not.toContain('KycRequirement');
    const jsonResponse = await request.get('/openapi/2026-11-23.json');
    expect(jsonResponse.headers()['content-type']).toBe('application/json');
    const json = (await jsonResponse.json()) as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(json.components.schemas)).toContain('KycRequirement');
    expect((await request.get('/openapi.yaml')).status()).toBe(200);
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toContain('2026-11-10: https://docs.example.com/openapi/2026-11-10.yaml (JSON: https://docs.example.com/openapi/2026-11-10.json)');
  });

  test('the coming release shows the current spec and lists its changes; the introduction names the dates with a spec, from the snapshots kept', async ({ site, page }) => {
    await site.goto(CHANGELOG);
    const note = page.locator('[id="2026-12-01"] + p');
    await expect(note).toHaveText('Not released yet: what these entries add or change reaches the API on 2026-12-01; a Fixed entry describes what the API already does. The spec as it is now, YAML and JSON, already has these changes.');
    await expect(note.getByRole('link', { name: 'JSON' })).toHaveAttribute('href', '/openapi.json');
    // A date before the first snapshot has no download and promises none.
    await expect(page.locator('[id="2026-09-22"] + p')).toHaveCount(0);
    await expect(site.main).toContainText('Releases from 2026-11-10 on keep their spec');
    await expect(site.main).toContainText('Dates before 2026-11-10 have neither.');
    // Update a customer's new error codes are listed under the entry that names them.
    const list = page.locator('[id="2026-12-01-field-errors-changes"] + ul');
    await expect(list.getByRole('listitem').filter({ hasText: /^Update a customer/ })).toContainText('New error code invalid_status_transition');
    await expect(page.locator('[id="2026-12-01-address-missing-changes"] + ul')).not.toContainText('invalid_status_transition');
  });

  test('a Breaking entry that took effect the day it was announced says it shipped without notice; the versioning rules list it', async ({ site, page, request }) => {
    await site.goto(CHANGELOG);
    const entry = page.locator('[id="2026-11-26-kyc-upload-unknown-parts"] ~ p').filter({ hasText: 'Shipped without notice' }).first();
    await expect(entry).toHaveText(/^Shipped without notice: announced on 2026-11-26, the day it took effect \(Act by 2026-11-26\)/);
    await expect(site.main).not.toContainText('Notice: none');
    const twin = await (await request.get(`${CHANGELOG}.md`)).text();
    expect(twin).toContain('**Shipped without notice:** announced on 2026-09-22, the day it took effect (Act by 2026-09-22)');
    expect(twin).not.toContain('**Notice:** none');
    const feed = await (await request.get(`${CHANGELOG}.xml`)).text();
    const item = feed.slice(feed.indexOf(`<id>https://docs.example.com${CHANGELOG}#${ONBOARDING}</id>`));
    expect(item.slice(0, item.indexOf('</entry>'))).toContain('<updated>2026-11-27T00:00:00Z</updated>');
    expect(item.slice(0, item.indexOf('</entry>'))).toContain('Shipped without notice:&lt;/strong&gt; announced on 2026-11-23');
    await site.goto('/docs/api/intro#versioning');
    const rules = page.locator('p', { hasText: 'Breaking changes inside v1 that shipped without that notice' }).locator('+ ul');
    await expect(rules.getByRole('link', { name: 'A KYC document upload refuses parts it does not define' })).toHaveAttribute('href', `${CHANGELOG}#2026-11-26-kyc-upload-unknown-parts`);
    await expect(rules.getByRole('listitem')).toHaveText([/^2026-11-26: /, /^2026-11-23: /, /^2026-11-23: /, /^2026-09-22: /]);
    const introTwin = await (await request.get('/docs/api/intro.md')).text();
    expect(introTwin).toContain(`- 2026-11-23: [KYC reviews need terms acceptance, and businesses their owners, directors and sector](https://docs.example.com${CHANGELOG}#${ONBOARDING})`);
  });

  test('an endpoint page counts the spec changes of each entry, breaking ones marked, and links their list', async ({ site, page }) => {
    await site.goto('/docs/customers-controller-create-business-customer');
    const changes = site.main.getByRole('complementary', { name: 'Changes to this endpoint' });
    const item = changes.getByRole('listitem').filter({ hasText: 'KYC reviews need terms acceptance' });
    await expect(item).toContainText(/\d+ changes in the spec, 4 breaking/);
    await item.getByRole('link', { name: / in the spec$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CHANGELOG}#${ONBOARDING}-changes$`));
    await expect(page.locator(`[id="${ONBOARDING}-changes"]`)).toBeInViewport();
  });
});

test.describe('changelog: what changed since', () => {
  test('narrows to the entries after a date about one operation, breaking first, and keeps the choice in the address', async ({ site, page, request }) => {
    // As many entries as the twin has after that date linking the endpoint page.
    const twin = await (await request.get(`${CHANGELOG}.md`)).text();
    const expected = entriesLinking(twin, '2026-09-01', 'customers-controller-create-business-customer');
    expect(expected).toBeGreaterThan(3);
    await site.goto(CHANGELOG);
    const filter = site.main.getByRole('region', { name: 'What changed since' });
    await filter.getByLabel('After').fill('2026-09-01');
    await filter.getByLabel('About').selectOption({ label: 'Create a business customer' });
    const results = filter.getByRole('status');
    await expect(results).toContainText(`${expected} entries, breaking first:`);
    const titles = results.getByRole('listitem');
    await expect(titles.first()).toHaveText(/^2026-11-23 Breaking KYC reviews need terms acceptance, and businesses their owners, directors and sector$/);
    await expect(titles.nth(1)).toHaveText(/^2026-11-23 Breaking Counterparty sector is optional again/);
    await expect(titles.nth(2)).toHaveText(/^2026-09-22 Breaking /);
    // The other entries, and dates left without one, are hidden; matching ones stay.
    await expect(page.locator('[id="2026-11-23-business-onboarding"]')).toBeVisible();
    await expect(page.locator('[id="2026-11-23-wildcard-subscriptions"]')).toBeHidden();
    await expect(page.locator('[id="2026-03-02-customer-codes"]')).toBeHidden();
    await expect(page.locator('[id="2026-07-14"]')).toBeHidden();
    await expect(page).toHaveURL(/\?since=2026-09-01&about=op%3ACustomersController_createBusinessCustomer$/);

    await page.reload();
    await site.waitForHydration();
    await expect(filter.getByRole('status')).toContainText(`${expected} entries, breaking first:`);
    await expect(titles).toHaveCount(expected);
    await filter.getByRole('button', { name: 'Show every entry' }).click();
    await expect(page.locator('[id="2026-03-02-customer-codes"]')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CHANGELOG}$`));
  });

  test('about archiving a wallet since the last release: the entry that names the archived wallet\'s events and where its returns go', async ({ site, page }) => {
    await site.goto(`${CHANGELOG}?since=2026-11-26&about=op%3ADigitalWalletsController_archiveWallet`);
    const filter = site.main.getByRole('region', { name: 'What changed since' });
    await expect(filter.getByRole('status').getByRole('listitem').filter({ hasText: /Fixed One answer for statuses and events that pages told apart$/ })).toHaveCount(1);
    const heading = page.locator('[id="2026-12-01-status-answers"]');
    await expect(heading).toBeVisible();
    const events = heading.locator('xpath=following-sibling::p[starts-with(normalize-space(.), "Events:")][1]');
    for (const type of ['wallet.archived', 'payment.returned', 'withdrawal.returned']) await expect(events.getByText(type, { exact: true })).toBeVisible();
    await expect(heading.locator('xpath=following-sibling::ul[1]')).toContainText("the money is credited to your program's funding account");
  });

  test('narrows to a tag', async ({ site, page }) => {
    await site.goto(`${CHANGELOG}?about=tag%3AWebhooks`);
    await expect(page.locator('[id="2026-11-23-wildcard-subscriptions"]')).toBeVisible();
    await expect(page.locator('[id="2026-11-23-business-onboarding"]')).toBeHidden();
  });
});

test.describe('changelog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is the plain page of every entry with its spec changes, and shows no filter', async ({ page, request }) => {
    await page.goto(`${CHANGELOG}?since=2026-11-01`);
    await expect(page.getByRole('region', { name: 'What changed since' })).toHaveCount(0);
    const feed = await (await request.get(`${CHANGELOG}.xml`)).text();
    const entries = feed.match(/<entry>/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(10);
    const headings = page.locator('article h3[data-date]');
    await expect(headings).toHaveCount(entries);
    for (const heading of await headings.all()) await expect(heading).toBeVisible();
    await expect(page.locator(`[id="${ONBOARDING}-changes"]`)).toBeVisible();
  });
});

test.describe('what the coming release adds', () => {
  test('a guide gives the date it is available from, linking its changelog entry, and the feed marks the entry as coming', async ({ site, page, request }) => {
    await site.goto('/docs/guides/going-live');
    const step = page.locator('#catch-up ~ ol > li').first().locator('xpath=following-sibling::li[1]');
    await expect(step).toContainText('updated_after (available from 2026-12-01)');
    const link = step.getByRole('link', { name: '2026-12-01' });
    await expect(link).toHaveAttribute('href', `${CHANGELOG}#2026-12-01-updated-after`);
    await link.click();
    await expect(page.locator('[id="2026-12-01-updated-after"]')).toBeInViewport();
    const feed = await (await request.get(`${CHANGELOG}.xml`)).text();
    const item = feed.slice(feed.indexOf(`<id>https://docs.example.com${CHANGELOG}#2026-12-01-updated-after</id>`));
    const entry = item.slice(0, item.indexOf('</entry>'));
    expect(entry).toContain('<title>Coming 2026-12-01, New: lists find what changed since a moment</title>');
    expect(entry).toContain('<category term="coming" label="Not released yet"/>');
    expect(entry).toContain('Not released yet:&lt;/strong&gt; this change reaches the API on 2026-12-01');
  });

  test('an endpoint page, its twin, openapi.json and Postman give the date of a parameter and a value the coming release adds', async ({ site, page, request }) => {
    await site.goto('/docs/customers-controller-list-customers');
    const parameter = page.locator('[id="request-query-updated_after"]');
    await expect(parameter).toContainText('Available from 2026-12-01.');
    await expect(parameter.getByRole('link', { name: '2026-12-01' })).toHaveAttribute('href', `${CHANGELOG}#2026-12-01-updated-after`);
    const code = page.locator('[id="response-200-data.kyc_requirements.code"]');
    await expect(code).toContainText('The value address_missing is available from 2026-12-01.');
    // The field sits in a collapsed list of nested fields: its link is in the page, not on screen.
    await expect(code.locator(`a[href="${CHANGELOG}#2026-12-01-address-missing"]`).first()).toHaveText('2026-12-01');

    const twin = await (await request.get('/docs/customers-controller-list-customers.md')).text();
    expect(twin.split('\n').find((line) => line.includes('#request-query-updated_after)'))).toContain(
      `**Available from [2026-12-01](https://docs.example.com${CHANGELOG}#2026-12-01-updated-after).**`,
    );
    const spec = await (await request.get('/openapi.json')).json();
    const listed = spec.paths['/customers'].get.parameters.find((p: { $ref?: string }) => p.$ref === '#/components/parameters/UpdatedAfter');
    expect(listed.description).toMatch(/^\*\*Available from \[2026-12-01\]\(https:\/\/docs\.example\.com\/docs\/api\/changelog#2026-12-01-updated-after\)\.\*\* /);
    const postman = JSON.stringify(await (await request.get('/ledgerline.postman_collection.json')).json());
    expect(postman).toContain('**Available from [2026-12-01](https://docs.example.com/docs/api/changelog#2026-12-01-updated-after).**');
  });
});
