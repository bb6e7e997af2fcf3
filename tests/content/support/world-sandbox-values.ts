/**
 * Sandbox test values belong to sandbox examples: in production a file named `kyc_rejected.pdf`
 * is an ordinary file, so a production example that uploads one shows a sandbox outcome that
 * production never gives.
 */
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import { environmentOf, type Environment, type Server } from './world-environments';
import type { WorldProblem } from './world';

/** The KYC file names the sandbox guide's table gives an outcome to (`| \`kyc_rejected\` | ...`). */
export function sandboxFileNames(sandboxGuide: string): string[] {
  const names = [...sandboxGuide.matchAll(/^\| `(kyc_[a-z_]+)` \|/gm)].map((match) => match[1]);
  if (names.length === 0) throw new Error('docs/guides/sandbox.mdx no longer has a table row "| `kyc_<name>` | ..." naming the sandbox KYC file names');
  return names;
}

const FILE = /(?:file=@|"file_name":\s*")([^";\s]+)/g;

/**
 * Rule `sandbox-values-in-sandbox`: no example sent to or served from the production host uploads
 * a file whose name (before its extension) is one of the sandbox's KYC file names.
 */
export function sandboxFilesInProduction(file: string, source: string, servers: Server[], names: string[]): WorldProblem[] {
  const problems: WorldProblem[] = [];
  let environment: Environment | undefined;
  for (const block of parseMdx(source).codeBlocks) {
    const curls = ['bash', 'sh', 'shell', ''].includes(block.lang) ? findCurlCommands(block.code) : [];
    if (curls.length > 0) environment = environmentOf(curls[0].url, servers);
    if (environment !== 'production' || !['bash', 'sh', 'shell', '', 'json'].includes(block.lang)) continue;
    block.code.split('\n').forEach((text, index) => {
      for (const match of text.matchAll(FILE)) {
        const name = match[1].replace(/\.[A-Za-z0-9]+$/, '');
        if (!names.includes(name)) continue;
        problems.push({
          rule: 'sandbox-values-in-sandbox',
          message: `the production example uploads \`${match[1]}\`, a sandbox test file name (docs/guides/sandbox.mdx#kyc); in production it is an ordinary file, so name it as a customer's file would be`,
          places: [`${file}:${block.line + 1 + index}`],
        });
      }
    });
  }
  return problems;
}
