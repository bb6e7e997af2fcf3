import { expect, test } from './fixtures';

// Every page of the sitemap carries what search engines and link previews read:
// a description, Open Graph metadata with a real image, and a canonical URL.


interface HeadMetadata {
  meta: Map<string, string>;
  canonical: string | undefined;
}

const TAG = /<(meta|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
// The build minifies HTML: attribute values may be unquoted.
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function decode(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function readHead(html: string): HeadMetadata {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  for (const [, tag, source] of head.matchAll(TAG)) {
    const attributes = new Map([...source.matchAll(ATTRIBUTE)].map(([, name, double, single, bare]) => [
        name.toLowerCase(),
        decode(double ?? single ?? bare ?? ''),
      ]));
    if (tag.toLowerCase() === 'link' && attributes.get('rel') === 'canonical') canonical = attributes.get('href');
    const key = attributes.get('property') ?? attributes.get('name');
    if (tag.toLowerCase() === 'meta' && key && attributes.has('content')) meta.set(key, attributes.get('content')!);
  }
  return { meta, canonical };
}

test.describe('page metadata', () => {
  test('every sitemap page has a description, Open Graph tags and a canonical URL', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(urls.length).toBeGreaterThan(0);
    const images = new Set<string>();

    for (const url of urls) {
      const { pathname } = new URL(url);
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const { meta, canonical } = readHead(await response.text());
      const description = meta.get('description') ?? '';
      expect(description.length, `${pathname}: <meta name="description">`).toBeGreaterThan(20);
      expect(meta.get('og:description'), `${pathname}: og:description`).toBe(description);
      expect(meta.get('og:title') ?? '', `${pathname}: og:title`).not.toBe('');
      expect(meta.get('og:url'), `${pathname}: og:url`).toBe(url);
      expect(canonical, `${pathname}: <link rel="canonical">`).toBe(url);
      const image = meta.get('og:image') ?? '';
      expect(image, `${pathname}: og:image`).toMatch(/^https:\/\/.+\.png$/);
      images.add(image);
    }

    for (const image of images) {
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      const png = await response.body();
      // 1200×630, the size link previews expect (width and height from the PNG header).
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });
});
