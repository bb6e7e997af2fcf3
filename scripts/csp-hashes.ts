// Usage: tsx scripts/csp-hashes.ts [buildDir] [outFile]
// Writes the nginx include with the CSP hashes of the build's inline scripts and styles.
import { DEFAULT_HASHES_FILE, writeHashesInclude } from '../tooling/build-checks/csp-hashes';

const [buildDir = 'build', outFile = DEFAULT_HASHES_FILE] = process.argv.slice(2);
writeHashesInclude(buildDir, outFile).then(
  (hashes) => console.log(`[csp] ${hashes.script.length} inline script and ${hashes.style.length} inline style hash(es) from ${buildDir} -> ${outFile}`),
  (error: unknown) => {
    console.error(`[csp] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
