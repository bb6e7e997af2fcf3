import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawMarkdownLinks, findRawMarkers, rawMarkdownLinksFailure, rawMarkdownLinksIn, rawMarkersFailure, rawMarkersIn } from '../tooling/build-checks/raw-markers';
import { repoRoot } from './fixtures/run-node';

// A small build output with a marker that leaked into a page's meta description (escaped) and into
// llms.txt (as written), beside rendered dates and a bundle folder the check does not read.
const FIXTURE = path.join(repoRoot, 'tests/fixtures/raw-markers');

describe('the raw <AvailableFrom /> check of the shipped files', () => {
  it('names each leaked marker with its file and line, and no rendered date', async () => {
    expect(rawMarkersFailure(await findRawMarkers(FIXTURE))).toBe(
      [
        'Build failed: 2 raw <AvailableFrom /> marker(s) in the files the site ships.',
        "  docs/page.html:2: &lt;AvailableFrom name=&#x27;updated_after&#x27; /&gt;",
        '  llms.txt:3: <AvailableFrom name="updated_after" />',
        'Render the description with withAvailableFrom (plugins/api-model/coming.ts) where this file is written.',
      ].join('\n'),
    );
  });

  it('finds the marker as written, HTML-escaped and JSON-escaped', () => {
    expect(rawMarkersIn('a <AvailableFrom name="x" /> b').map((m) => m.text)).toEqual(['<AvailableFrom name="x" />']);
    expect(rawMarkersIn('a &lt;AvailableFrom name=&quot;x&quot; /&gt;').map((m) => m.text)).toEqual(['&lt;AvailableFrom name=&quot;x&quot; /&gt;']);
    expect(rawMarkersIn('"a \\u003cAvailableFrom name=\\"x\\" />"')).toHaveLength(1);
    expect(rawMarkersIn('(available from [2026-12-01](/docs/api/changelog#x))')).toEqual([]);
  });
});

describe('the raw Markdown link check of the shipped pages', () => {
  it('names a link a page shows as text with its file and line, and not the .md twin that writes it as Markdown', async () => {
    expect(rawMarkdownLinksFailure(await findRawMarkdownLinks(FIXTURE))).toBe(
      [
        'Build failed: 1 Markdown link(s) shown as text in the pages the site ships.',
        '  docs/page.html:6: [support](/docs/guides/going-live#support)',
        'Render the description with inlineMarkdownHtml or withInlineMarkdown (src/utils) where this page is written.',
      ].join('\n'),
    );
  });

  it('finds internal, anchor and web links, and leaves brackets and rendered links alone', () => {
    expect(rawMarkdownLinksIn('a [x](#y) b [z](https://example.com/p)').map((m) => m.text)).toEqual(['[x](#y)', '[z](https://example.com/p)']);
    expect(rawMarkdownLinksIn('<a href="/docs/x">x</a> [1, 2] (of two) [y](z)')).toEqual([]);
  });
});
