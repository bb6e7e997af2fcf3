import { xml2js, type Element } from 'xml-js';
import { expect, test } from '../fixtures';

// Pages a reader reaches from the home page and the footer: where they lead and what they promise.

test.describe('home page', () => {
  test('every topic under "What the API covers" links to a page that explains it', async ({ site, page, request }) => {
    await site.goto('/');
    const topics = page.getByRole('region', { name: 'What the API covers' }).getByRole('listitem');
    await expect(topics).toHaveCount(12);
    for (const topic of await topics.all()) {
      const link = topic.getByRole('link');
      await expect(link, `the topic "${await topic.textContent()}" is a link`).toHaveCount(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href, await topic.textContent() ?? '').toMatch(/^\/docs\//);
      const response = await request.get(href.split('#')[0]);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('guides', () => {
  const NEW_GUIDES = [
    { label: 'Issue and manage cards', title: 'Cards', path: '/docs/guides/cards' },
    { label: 'Payments', title: 'Payments', path: '/docs/guides/payments' },
    { label: 'Go live', title: 'Going live', path: '/docs/guides/going-live' },
  ];

  test('the guides index and the sidebar link the cards, payments and going-live guides', async ({ site }) => {
    await site.goto('/docs/guides');
    for (const { label, title, path } of NEW_GUIDES) {
      await expect(site.main.locator(`article a[href="${path}"]`), `a card for ${title} on the guides index`).toContainText(label);
      await expect(site.sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
    }
  });

  test('sidebar labels are not repeated', async ({ site }) => {
    await site.goto('/docs/guides');
    const labels = (await site.sidebar.getByRole('link').allTextContents()).map((text) => text.trim());
    const repeated = labels.filter((label, i) => labels.indexOf(label) !== i);
    expect(repeated).toEqual([]);
  });
});

test.describe('changelog', () => {
  test('the page announces its Atom feed, and the feed has one dated entry per entry of the page', async ({ site, page, request }) => {
    await site.goto('/docs/api/changelog');
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute('href', '/docs/api/changelog.xml');
    await expect(site.main.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/docs/api/changelog.xml');
    const entryHeadings = site.main.locator('article h3[id]');
    const anchors = await entryHeadings.evaluateAll((hs) => hs.map((h) => h.id));
    expect(anchors.length).toBeGreaterThan(0);

    const response = await request.get('/docs/api/changelog.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(text|application)\/(atom\+)?xml/);
    const document = xml2js(await response.text(), { compact: false }) as Element;
    const feed = document.elements?.find((node) => node.name === 'feed');
    const entries = (feed?.elements ?? []).filter((node) => node.name === 'entry');
    const ids = entries.map((entry) => new URL(String(entry.elements?.find((node) => node.name === 'id')?.elements?.[0]?.text)));
    expect(ids.map((id) => `${id.pathname}${id.hash}`)).toEqual(anchors.map((anchor) => `/docs/api/changelog#${anchor}`));
    for (const entry of entries) {
      const updated = entry.elements?.find((node) => node.name === 'updated')?.elements?.[0]?.text;
      expect(String(updated)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    }
  });

  test('an endpoint page lists the changelog entries about it, newest first, each leading to its entry', async ({ site, page }) => {
    await site.goto('/docs/api/changelog');
    // The entries whose Operations line links Send a payment, in page order (newest first).
    const expected = await site.main.locator('article h3[id]').evaluateAll((headings) =>
      headings
        .filter((heading) => {
          let node = heading.nextElementSibling;
          while (node && node.tagName !== 'H3' && node.tagName !== 'H2') {
            if (node.querySelector('a[href="/docs/transactions-controller-payment"]') && /Operations:/.test(node.textContent ?? '')) return true;
            node = node.nextElementSibling;
          }
          return false;
        })
        .map((heading) => heading.id),
    );
    expect(expected.length).toBeGreaterThan(1);

    await site.goto('/docs/transactions-controller-payment');
    const changes = site.main.getByRole('complementary', { name: 'Changes to this endpoint' });
    // Each entry's link; an entry with spec changes for this operation also links their list.
    const links = changes.getByRole('link').filter({ hasNotText: / in the spec$/ });
    await expect(links).toHaveCount(expected.length);
    expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).hash.slice(1)))).toEqual(expected);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/docs/api/changelog#${expected[0]}$`));
    await expect(page.locator(`[id="${expected[0]}"]`)).toBeInViewport();
  });
});

test.describe('about these docs', () => {
  test('names the version the picker shows and a real way to report a problem', async ({ site, page }) => {
    await site.goto('/markdown-page');
    await expect(site.main.getByText('API v1 (current)')).toBeVisible();
    const report = site.main.locator('#reporting-a-problem');
    await expect(report).toHaveText('Reporting a problem');
    await expect(site.main.getByRole('link', { name: 'developers@example.com' })).toHaveAttribute('href', 'mailto:developers@example.com');
    await expect(page.getByText('docs@example.com')).toHaveCount(0);
  });
});

test.describe('what the API answers when a list or catch-up falls short', () => {
  test('the conventions say what an expired cursor returns, and each list page shows it in its errors', async ({ site }) => {
    await site.goto('/docs/api/intro#pagination');
    const paragraph = site.main.locator('p').filter({ hasText: 'that you send with other filters' });
    await expect(paragraph).toContainText('returns 400 invalid_request with errors naming cursor (code invalid_value) and no objects');
    await expect(paragraph.getByRole('link', { name: 'list payments' })).toHaveAttribute('href', '/docs/transactions-controller-payments');
    await site.goto('/docs/transactions-controller-payments');
    await expect(site.main).toContainText('cursor has expired (24 hours after the response that returned it) or comes from a request with other filters');
  });

  test('going live names the events that listing with updated_after cannot recover, and what to do instead', async ({ site, page }) => {
    await site.goto('/docs/guides/going-live#catch-up');
    const gaps = page.locator('[id="catch-up"] ~ div ul').filter({ hasText: 'kyc_document.rejected' });
    await expect(gaps.getByRole('listitem')).toHaveCount(2);
    await expect(gaps.getByRole('listitem').first()).toContainText('kyc_requirements');
    await expect(gaps.getByRole('link', { name: 'virtual_account.closed' })).toHaveAttribute('href', '/docs/notifications/webhook-notification-payloads#payload-virtual_account.closed');
  });

  test('the changelog labels a new value in a field integrations already read Changed, not New', async ({ site }) => {
    await site.goto('/docs/api/changelog');
    await expect(site.main.getByRole('heading', { name: /a KYC requirement for a missing address/ })).toHaveText(/^Changed: /);
  });
});
