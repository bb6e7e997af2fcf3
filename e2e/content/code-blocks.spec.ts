import { expect, test } from '../fixtures';

// Code blocks in guides are highlighted when the site is built: the page ships coloured markup,
// and the browser runs no highlighter.

const GUIDE = '/docs/guides/deposits';
const PAYLOADS = '/docs/notifications/webhook-notification-payloads';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('code blocks', () => {
  test('arrive highlighted in the server HTML, with their titles', async ({ request }) => {
    const html = await (await request.get(GUIDE)).text();
    // The served HTML is minified: attribute values may be unquoted.
    expect(html).toMatch(/<pre class="?language-json"?[^>]*><code>\{\s*<span class="?token property"?>/);
    expect(html).toMatch(/<pre class="?language-bash"?[^>]*><code><span class="?token function"?>curl<\/span>/);
    expect(html).toMatch(/class="?ref-code-title"?>Response</);
  });

  test('no script the page loads carries a syntax highlighter', async ({ site, page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await site.goto(GUIDE);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(body).not.toContain('tokenize');
  });

  test('the copy button copies the block\'s exact code and says so', async ({ site, page }) => {
    await site.goto(GUIDE);
    const block = site.main.locator('.ref-code').filter({ has: page.locator('.ref-code-title', { hasText: 'Response' }) }).first();
    const code = await block.locator('pre code').textContent();
    expect(code).toContain('"object"');
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('lines named in the fence are highlighted', async ({ site }) => {
    await site.goto(PAYLOADS);
    const block = site.main.locator('.ref-code').filter({ hasText: 'verify-signature.js' });
    const marked = block.locator('.ref-line-highlight');
    await expect(marked).toHaveCount(2);
    await expect(marked.first()).toContainText("const expected = crypto.createHmac('sha256', secret)");
    await expect(marked.last()).toContainText('crypto.timingSafeEqual');
  });

  test('tabs render the chosen language only, and switch to another', async ({ site }) => {
    await site.goto(PAYLOADS);
    const tabs = site.main.getByRole('tablist').first();
    const panelCode = site.main.locator('[role="tabpanel"] pre');
    await expect(tabs.getByRole('tab', { name: 'Node.js' })).toHaveAttribute('aria-selected', 'true');
    await expect(site.main.getByText('verify_signature.py')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Python' }).click();
    await expect(site.main.getByText('verify_signature.py', { exact: true })).toBeVisible();
    await expect(panelCode.first()).toContainText("import hmac");
    await expect(site.main.getByText('verify-signature.js', { exact: true })).toHaveCount(0);
  });
});
