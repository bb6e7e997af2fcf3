import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPageDataExternal } from './serverPageData';

const referenceDir = path.resolve('/site/docs/reference');

function resolveExternal(request: string, context: string): string | undefined {
  let result: string | undefined = 'not called';
  serverPageDataExternal(referenceDir)({ request, context }, (error, value) => {
    if (error) throw error;
    result = value;
  });
  return result;
}

describe('serverPageDataExternal', () => {
  it('has the server bundle require an endpoint page data file from disk, by its absolute path', () => {
    expect(resolveExternal('./cards-x.data.json', referenceDir)).toBe(`commonjs ${path.join(referenceDir, 'cards-x.data.json')}`);
  });

  it('bundles everything else: other modules, and data files outside the generated reference', () => {
    expect(resolveExternal('@theme/ApiReference/StaticHtml', referenceDir)).toBeUndefined();
    expect(resolveExternal('./operations.json', referenceDir)).toBeUndefined();
    expect(resolveExternal('./notes.data.json', path.resolve('/site/docs/guides'))).toBeUndefined();
    expect(resolveExternal('../reference-old/x.data.json', referenceDir)).toBeUndefined();
  });
});
