import { existsSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { hashedScriptOfHomePage, hashedStylesheet } from './built-site';

// What the shipped nginx config (deploy/nginx.conf) answers, checked over HTTP.
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cspDirectives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = cspDirectives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  // <style> elements: the site's stylesheet files, and the stylesheet each page carries inline, by its hash.
  const [styleSelf, ...styleHashes] = csp.get('style-src-elem') ?? [];
  expect(styleSelf).toBe("'self'");
  for (const source of styleHashes) expect(source, 'style-src-elem allows only self and hashes').toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  // WebAssembly for search may compile; eval itself may not.
  const [self, wasm, ...hashes] = csp.get('script-src') ?? [];
  expect(self).toBe("'self'");
  expect(wasm).toBe("'wasm-unsafe-eval'");
  for (const source of hashes) expect(source, 'script-src allows only self, WebAssembly and hashes').toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
}

test.describe('status codes and clean URLs', () => {
  // Every page of the sitemap answering 200 with its built HTML at its clean URL is checked in the page sweep (e2e/all-pages/).
  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/no-such-page', '/docs/guides/no-such-guide', '/assets/js/no-such-bundle.js', '/404.html', '/assets']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
      expect(response.headers()['cache-control'], `${path} must not be cached as immutable`).toBe('no-cache');
    }
  });

  test('a trailing slash redirects once to the clean URL, without loops', async ({ request }) => {
    for (const [path, location, finalStatus] of [
      ['/docs/guides/', '/docs/guides', 200],
      ['/docs/', '/docs', 200],
      ['/assets/', '/assets', 404],
      ['/docs/guides/?tab=curl', '/docs/guides?tab=curl', 200],
    ] as const) {
      const first = await request.get(path, { maxRedirects: 0 });
      expect(first.status(), path).toBe(301);
      expect(first.headers().location, path).toBe(location);
      const followed = await request.get(path, { maxRedirects: 1 });
      expect(followed.status(), `${path} after one redirect`).toBe(finalStatus);
    }
  });
});

test.describe('caching', () => {
  test('hashed assets are cached for a year as immutable', async ({ request }) => {
    for (const asset of [hashedScriptOfHomePage(), hashedStylesheet()]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    }
  });

  test('HTML and files without a content hash are revalidated, and revalidation answers 304', async ({ request }) => {
    for (const path of ['/', '/docs/guides', '/sitemap.xml', '/img/logo.svg', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      const etag = response.headers().etag;
      expect(etag, `${path} has an ETag to revalidate with`).toBeTruthy();
      const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
      expect(revalidated.status(), path).toBe(304);
    }
  });
});

test.describe('compression', () => {
  // Files under gzip_min_length (256 bytes, e.g. the logo) are sent as they are.
  test('text responses are gzipped', async ({ request }) => {
    for (const path of ['/', '/docs/guides', hashedScriptOfHomePage(), hashedStylesheet(), '/sitemap.xml']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers().vary, path).toContain('Accept-Encoding');
    }
  });

  test('brotli is offered exactly when the server has the module', async ({ request }) => {
    const response = await request.get(hashedScriptOfHomePage(), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe(existsSync(BROTLI_MODULE) ? 'br' : 'gzip');
  });
});

test.describe('security headers', () => {
  test('are on pages, assets, the not-found page and redirects', async ({ request }) => {
    for (const path of ['/', '/docs/guides', hashedScriptOfHomePage(), '/no-such-page', '/docs/guides/']) {
      await test.step(path, async () => {
        expectSecurityHeaders(await request.get(path, { maxRedirects: 0 }));
      });
    }
  });

  // That the CSP allows every inline script of every page, by hash, is checked in the page sweep (e2e/all-pages/).
  test('no server version is disclosed', async ({ request }) => {
    expect((await request.get('/')).headers().server).toBe('nginx');
  });
});
