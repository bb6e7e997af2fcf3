import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { SITE_DIR } from '../api-model/location';
import { referenceDir, SIDEBAR_FILE } from './paths';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * The reference's sidebar slice: a category per tag, linking its tag page, with the
 * operations that have an entry. The plugin writes it when it generates the pages, before
 * the docs plugin reads `sidebars.ts`.
 */
export function referenceSidebar(docsDir = path.join(SITE_DIR, 'docs')): SidebarItems {
  const file = path.join(referenceDir(docsDir), SIDEBAR_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SidebarItems;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: the generated reference sidebar cannot be read (${(error as Error).message}); the api-reference plugin writes it at the start of \`docusaurus start\` and \`docusaurus build\``, { cause: error });
  }
}
