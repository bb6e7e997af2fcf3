/**
 * Sandbox test values belong to sandbox examples: in production a file named `kyc_rejected.pdf`
 * is an ordinary file, so a production example that uploads one shows a sandbox outcome that
 * production never gives.
 */
import { findCurlCommands } from './curl';
import { parseMdx } from './mdx';
import { environmentOf, type Environment, type Server } from './world-environments';
import type { WorldProblem } from './world';
import { isRecord } from '../../../plugins/api-model/isRecord';

/** The KYC file names the sandbox guide's table gives an outcome to (`| \`kyc_rejected\` | ...`). */
export function sandboxFileNames(sandboxGuide: string): string[] {
  const names = [...sandboxGuide.matchAll(/^\| `(kyc_[a-z_]+)` \|/gm)].map((match) => match[1]);
  if (names.length === 0) throw new Error('docs/guides/sandbox.mdx no longer has a table row "| `kyc_<name>` | ..." naming the sandbox KYC file names');
  return names;
}

/** The last two digits of an amount that make a sandbox payment or withdrawal fail or come back, from the guide's table. */
export function sandboxPaymentEndings(sandboxGuide: string): Set<number> {
  const endings = new Set<number>();
  for (const [, from, to] of sandboxGuide.matchAll(/^\| Payment or withdrawal [^|]*\| Amount ending in `(\d\d)`(?: to `(\d\d)`)? \|/gm)) {
    for (let ending = Number(from); ending <= Number(to ?? from); ending += 1) endings.add(ending);
  }
  if (endings.size === 0) throw new Error('docs/guides/sandbox.mdx no longer has a row "| Payment or withdrawal ... | Amount ending in `NN` ... |"');
  return endings;
}

const MOVES = new Set(['payment', 'withdrawal']);

/** The amounts of the payments and withdrawals a block sends (a curl body to their path) or shows (transactions of those types). */
function movedAmounts(lang: string, code: string, url: string | undefined): number[] {
  const amounts: number[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isRecord(node)) return;
    const amount = isRecord(node.amount) ? node.amount.amount : undefined;
    if (typeof amount === 'number' && (MOVES.has(String(node.type)) || (lang !== 'json' && /\/transactions\/(payments|withdrawals)$/.test(url ?? '')))) amounts.push(amount);
    Object.values(node).forEach(visit);
  };
  try {
    visit(JSON.parse(lang === 'json' ? code : (/-d '([\s\S]*?)'/.exec(code)?.[1] ?? 'null')));
  } catch {
    // A block that is not JSON shows no amounts this rule reads.
  }
  return amounts;
}

const FILE = /(?:file=@|"file_name":\s*")([^";\s]+)/g;

/**
 * Rule `sandbox-values-in-sandbox`: no example sent to or served from the production host uploads
 * a file whose name (before its extension) is one of the sandbox's KYC file names, or moves a
 * payment or withdrawal amount whose last two digits make the sandbox fail or return it.
 */
export function sandboxFilesInProduction(file: string, source: string, servers: Server[], names: string[], endings?: Set<number>): WorldProblem[] {
  const problems: WorldProblem[] = [];
  let environment: Environment | undefined;
  for (const block of parseMdx(source).codeBlocks) {
    const curls = ['bash', 'sh', 'shell', ''].includes(block.lang) ? findCurlCommands(block.code) : [];
    if (curls.length > 0) environment = environmentOf(curls[0].url, servers);
    if (environment !== 'production' || !['bash', 'sh', 'shell', '', 'json'].includes(block.lang)) continue;
    for (const amount of endings ? movedAmounts(block.lang, block.code, curls[0]?.url) : []) {
      if (!endings!.has(amount % 100)) continue;
      const index = Math.max(block.code.split('\n').findIndex((text) => text.includes(String(amount))), 0);
      problems.push({
        rule: 'sandbox-values-in-sandbox',
        message: `the production example moves ${amount}, whose last two digits are a sandbox failure or return value (docs/guides/sandbox.mdx#at-a-glance); a production example uses an amount that means nothing in the sandbox`,
        places: [`${file}:${block.line + 1 + index}`],
      });
    }
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
