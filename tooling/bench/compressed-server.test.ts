import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBuildFile } from './compressed-server';

describe('resolveBuildFile', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'index.html'), '');
  writeFileSync(path.join(dir, 'docs', 'api.html'), '');
  writeFileSync(path.join(dir, 'docs', 'index.html'), '');

  it('maps clean URLs to the .html files a Docusaurus build writes', () => {
    expect(resolveBuildFile(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(resolveBuildFile(dir, '/docs/api')).toBe(path.join(dir, 'docs', 'api.html'));
    expect(resolveBuildFile(dir, '/docs')).toBe(path.join(dir, 'docs', 'index.html'));
    expect(resolveBuildFile(dir, '/missing')).toBeUndefined();
  });

  it('never leaves the build directory', () => {
    expect(resolveBuildFile(dir, '/../../etc/passwd')).toBeUndefined();
  });
});
