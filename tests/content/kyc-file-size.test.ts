import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { docPages, handWrittenFiles, readRepoFile } from './support/repo-files';

const SCHEMAS = 'examples/api/components/schemas/customers.yaml';
const FIXTURE = 'tests/fixtures/content/limits-drift.mdx';
const MIB = 1024 * 1024;

/** A file size in decimal megabytes reads as 10,000,000 bytes; the spec's maximum is binary (MiB). */
function megabyteQuotes(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/\b\d+(?:\.\d+)?\s*MB\b/g)].map(
      (m) => `${file}:${i + 1}: "${m[0]}" states a file size in MB; the KYC file maximum is in MiB (${SCHEMAS}#/KycDocument/properties/size_bytes/maximum) (rule: limit-unit)`,
    ),
  );
}

describe('the KYC file size limit', () => {
  it('size_bytes maximum is the MiB the spec states, with its bytes written out', () => {
    const text = readRepoFile(SCHEMAS);
    const maximum = (parse(text) as { KycDocument: { properties: { size_bytes: { maximum: number } } } }).KycDocument.properties.size_bytes.maximum;
    const mib = Number(/at most (\d+) MiB/.exec(text)?.[1]);
    expect(maximum).toBe(mib * MIB);
    expect(text).toContain(`${mib} MiB, ${maximum.toLocaleString('en-US')} bytes`);
  });

  it('no page or spec file states a size in MB', () => {
    const files = [...docPages(), ...handWrittenFiles('examples').filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('examples/releases/'))];
    expect(files.flatMap((file) => megabyteQuotes(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches a planted size in MB, naming file, line and rule', () => {
    expect(megabyteQuotes(FIXTURE, readRepoFile(FIXTURE))).toEqual([
      `${FIXTURE}:13: "10 MB" states a file size in MB; the KYC file maximum is in MiB (${SCHEMAS}#/KycDocument/properties/size_bytes/maximum) (rule: limit-unit)`,
    ]);
  });
});
