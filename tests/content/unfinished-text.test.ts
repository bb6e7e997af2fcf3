import { describe, expect, it } from 'vitest';
import { handWrittenFiles, readRepoFile } from './support/repo-files';

// Words that mark unfinished text. This list is the only place in the repo allowed to hold them.
const UNFINISHED = /\b(TODO|TBD|FIXME|lorem|ipsum|placeholder|coming soon)\b/gi;
// In code, `placeholder` is also the name of an HTML attribute and a CSS pseudo-element.
const CODE_PLACEHOLDER = /(::placeholder|\bplaceholder\s*[=:])/i;
const TEXT_FILE = /\.(mdx?|tsx?|jsx?|css|ya?ml|json|html|txt)$/;

function unfinishedText(file: string, source: string): string[] {
  const isCode = /\.(tsx?|jsx?|css)$/.test(file);
  return source.split('\n').flatMap((line, index) =>
    [...line.matchAll(UNFINISHED)]
      .filter((m) => !(isCode && m[0].toLowerCase() === 'placeholder' && CODE_PLACEHOLDER.test(line)))
      .map((m) => `${file}:${index + 1}: [unfinished-text] "${m[0]}" marks unfinished text: write the real content`),
  );
}

describe('no unfinished text in docs/ and src/', () => {
  const files = [...handWrittenFiles('docs'), ...handWrittenFiles('src')].filter((f) => TEXT_FILE.test(f));

  it('scans the content and the source', () => {
    expect(files.some((f) => f.startsWith('docs/'))).toBe(true);
    expect(files.some((f) => f.startsWith('src/'))).toBe(true);
  });

  it.each(files)('%s', (file) => {
    expect(unfinishedText(file, readRepoFile(file))).toEqual([]);
  });

  it('catches each marker, and the placeholder attribute only in code', () => {
    expect(unfinishedText('docs/x.mdx', 'Write this part later. TODO\nComing soon: cards')).toHaveLength(2);
    expect(unfinishedText('docs/x.mdx', 'Use a placeholder value')).toHaveLength(1);
    expect(unfinishedText('src/x.tsx', '<input placeholder="Search docs" />')).toEqual([]);
  });
});
