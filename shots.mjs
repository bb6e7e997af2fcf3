import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = { home: '/', doc: '/docs/guides', docshome: '/docs', md: '/markdown-page', notfound: '/no-such-page' };
const only = process.argv[2];
for (const width of [1280, 390]) for (const theme of ['light', 'dark']) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  for (const [name, path] of Object.entries(pages)) {
    if (only && !only.split(',').includes(name)) continue;
    await p.goto(`http://localhost:3300${path}?docusaurus-theme=${theme}`);
    await p.waitForSelector('html[data-has-hydrated=true]');
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/e2e-shots/${name}-${width}-${theme}.png`, fullPage: true });
  }
  await ctx.close();
}
await b.close();
