import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiSpecPath } from '../api-model';
import changelogFeedPlugin, { type ChangelogEntry, type ChangelogFeedOptions } from './index';

const SITE_DIR = path.resolve(__dirname, '../..');
const OPTIONS: ChangelogFeedOptions = {
  source: 'docs/api/changelog.mdx',
  specPath: apiSpecPath(),
  pagePath: '/docs/api/changelog',
  feedPath: '/docs/api/changelog.xml',
  title: 'Ledgerline API changelog',
  subtitle: 'Every change.',
};

const context = { siteDir: SITE_DIR, siteConfig: { url: 'https://docs.example.com/', title: 'Ledgerline API' } } as unknown as LoadContext;

let outDir: string | undefined;
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  outDir = undefined;
});

describe('changelog-feed plugin', () => {
  it('names the options that are missing or malformed', () => {
    expect(() => changelogFeedPlugin(context, { ...OPTIONS, source: undefined, title: '' })).toThrowError(
      'docusaurus.config.ts: the changelog-feed plugin needs the string options `source`, `title`.',
    );
    expect(() => changelogFeedPlugin(context, { ...OPTIONS, feedPath: 'changelog.xml' })).toThrowError(
      'docusaurus.config.ts: the changelog-feed option `feedPath` must start with "/" (got "changelog.xml").',
    );
  });

  it('loads the entries from the page and writes the feed where the options say', async () => {
    const plugin = changelogFeedPlugin(context, OPTIONS);
    const content = (await plugin.loadContent?.()) as ChangelogEntry[];
    expect(content.length).toBeGreaterThan(0);
    outDir = mkdtempSync(path.join(tmpdir(), 'changelog-feed-'));
    await plugin.postBuild?.({ content, outDir } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const feed = readFileSync(path.join(outDir, 'docs/api/changelog.xml'), 'utf8');
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(feed.match(/<entry>/g)).toHaveLength(content.length);
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://docs.example.com/docs/api/changelog.xml"/>');
  }, 60_000); // loads and bundles the whole API description
});
