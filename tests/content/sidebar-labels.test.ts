import { describe, expect, it } from 'vitest';
import { parseMdx } from './support/mdx';
import { docPages, readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec-index';

/** The sidebar entries written by hand: every page under the Guides and API categories, with the label the sidebar shows. */
function pageLabels(): { file: string; label: string }[] {
  return docPages()
    .filter((file) => /^docs\/(guides|api|notifications)\//.test(file) || file === 'docs/glossary.mdx')
    .map((file) => {
      const fm = parseMdx(readRepoFile(file)).frontMatter ?? {};
      return { file, label: String(fm.sidebar_label ?? fm.title) };
    });
}

describe('sidebar labels', () => {
  it('no two entries of the sidebar share a label: guides, overviews and the reference tag categories are told apart', async () => {
    const spec = await specIndex();
    const tagCategories = ((spec.doc.tags ?? []) as { name: string }[]).map((tag) => ({ file: 'examples/api.yaml (tag)', label: tag.name }));
    const entries = [...pageLabels(), ...tagCategories];
    expect(entries.length).toBeGreaterThan(10);
    const byLabel = new Map<string, string[]>();
    for (const { file, label } of entries) byLabel.set(label.toLowerCase(), [...(byLabel.get(label.toLowerCase()) ?? []), file]);
    const repeated = [...byLabel].filter(([, files]) => files.length > 1).map(([label, files]) => `"${label}": ${files.join(', ')}`);
    expect(repeated, 'give one of them a distinct sidebar_label').toEqual([]);
  }, 60_000); // the first test to load the whole API description
});
