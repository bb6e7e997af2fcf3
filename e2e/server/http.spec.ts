import { existsSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { WELL_KNOWN_FILES } from '../../plugins/exports/agentAccess';
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

test.describe('discovery files', () => {
  // The documents themselves are checked in plugins/exports/wellKnown.test.ts; here, how nginx serves them.
  for (const file of Object.values(WELL_KNOWN_FILES)) {
    test(`${file.path} is served as ${file.mediaType.split(';')[0]}, readable from any origin`, async ({ request }) => {
      const response = await request.get(file.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(file.mediaType);
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(JSON.parse(await response.text())).toBeInstanceOf(Object);
    });
  }

  test('the API catalog links the OpenAPI files, the docs and llms.txt, each of which answers', async ({ request }) => {
    const catalog = (await (await request.get(WELL_KNOWN_FILES.apiCatalog.path)).json()) as { linkset: Record<string, { href: string; type?: string }[] | string>[] };
    const links = catalog.linkset.flatMap((context) => [...((context['service-desc'] as { href: string; type?: string }[]) ?? []), ...((context['service-doc'] as { href: string; type?: string }[]) ?? [])]);
    const paths = [...new Set(links.map((link) => new URL(link.href).pathname))].sort();
    expect(paths).toEqual(['/docs/api', '/llms.txt', '/openapi.json', '/openapi.yaml']);
    for (const link of links) {
      const response = await request.get(new URL(link.href).pathname);
      expect(response.status(), link.href).toBe(200);
      expect(response.headers()['content-type'], link.href).toContain(link.type ?? '');
    }
  });

  test('the MCP catalog points to the server card, which names the /mcp endpoint', async ({ request }) => {
    const catalog = (await (await request.get(WELL_KNOWN_FILES.mcpCatalog.path)).json()) as { entries: { url: string; type: string }[] };
    expect(catalog.entries).toHaveLength(1);
    expect(catalog.entries[0].type).toBe('application/mcp-server-card+json');
    const card = (await (await request.get(new URL(catalog.entries[0].url).pathname)).json()) as { remotes: { type: string; url: string }[] };
    expect(card.remotes.map((remote) => [remote.type, new URL(remote.url).pathname])).toEqual([['streamable-http', '/mcp']]);
  });

  test('an unknown discovery path answers 404, and pages send no CORS header', async ({ request }) => {
    expect((await request.get('/.well-known/no-such-file')).status()).toBe(404);
    expect((await request.get('/.well-known/mcp/')).status()).toBe(404);
    expect((await request.get('/docs/guides')).headers()['access-control-allow-origin']).toBeUndefined();
  });
});
