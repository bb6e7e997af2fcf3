// Usage: tsx scripts/csp-hashes.ts [buildDir] [outFile]
// Writes the nginx include with the CSP hashes of the build's inline scripts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScriptHashes, renderHashesInclude } from './lib/csp-hashes';

export const DEFAULT_HASHES_FILE = 'deploy/generated/ledgerline-docs-csp-hashes.conf';

export async function writeHashesInclude(buildDir: string, outFile: string): Promise<string[]> {
  const hashes = await buildScriptHashes(buildDir);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, renderHashesInclude(hashes));
  return hashes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [buildDir = 'build', outFile = DEFAULT_HASHES_FILE] = process.argv.slice(2);
  writeHashesInclude(buildDir, outFile).then(
    (hashes) => console.log(`[csp] ${hashes.length} inline script hash(es) from ${buildDir} -> ${outFile}`),
    (error: unknown) => {
      console.error(`[csp] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
