import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { add, assetKind } from './first-visit';

describe('assetKind', () => {
  it.each([
    ['http://127.0.0.1:3200/docs/guides', 'text/html; charset=utf-8', 'html'],
    ['http://127.0.0.1:3200/assets/js/main.1a2b.js', 'application/javascript; charset=utf-8', 'js'],
    ['http://127.0.0.1:3200/assets/js/runtime.js', '', 'js'],
    ['http://127.0.0.1:3200/assets/css/styles.3c4d.css', 'text/css; charset=utf-8', 'css'],
    ['http://127.0.0.1:3200/img/logo.svg', 'image/svg+xml', 'other'],
  ] as const)('%s (%s) is %s', (url, contentType, kind) => {
    expect(assetKind(url, contentType)).toBe(kind);
  });
});

describe('add', () => {
  it('tallies requests, raw bytes and level-9 gzip bytes per kind', () => {
    const tally = {
      html: { requests: 0, raw: 0, gzip: 0 },
      js: { requests: 0, raw: 0, gzip: 0 },
      css: { requests: 0, raw: 0, gzip: 0 },
      other: { requests: 0, raw: 0, gzip: 0 },
    };
    const body = Buffer.from('console.log("ledger");\n'.repeat(200));
    add(tally, 'js', body);
    add(tally, 'js', body);
    expect(tally.js).toEqual({ requests: 2, raw: 2 * body.length, gzip: 2 * gzipSync(body, { level: 9 }).length });
    expect(tally.js.gzip).toBeLessThan(tally.js.raw / 10);
    expect(tally.html.requests).toBe(0);
  });
});
