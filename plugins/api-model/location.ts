import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The repository root: every relative path of the site is relative to it. */
export const SITE_DIR = path.resolve(__dirname, '../..');

/**
 * The API description's root file, relative to the site directory. It is named once, in
 * `redocly.yaml` (`apis.<name>.root`), which `redocly lint` reads too.
 */
export function apiSpecPath(siteDir: string = SITE_DIR): string {
  const file = path.join(siteDir, 'redocly.yaml');
  const config = parse(readFileSync(file, 'utf8')) as { apis?: Record<string, { root?: string }> };
  const roots = Object.values(config.apis ?? {}).flatMap((api) => (api.root ? [api.root] : []));
  if (roots.length !== 1) throw new Error(`${path.relative(process.cwd(), file)}: expected exactly one API under \`apis\` with a \`root\` file, found ${roots.length}`);
  return path.posix.normalize(roots[0]);
}
