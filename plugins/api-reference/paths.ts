import path from 'node:path';

/** Where the generated reference lives: `docs/reference/` (gitignored), the pages and the sidebar slice. */
export const REFERENCE_DIR = 'reference';
/** The generated reference's folder in a docs folder. */
export const referenceDir = (docsDir: string) => path.join(docsDir, REFERENCE_DIR);
export const SIDEBAR_FILE = 'sidebar.json';
/** How an endpoint page's data file, beside its MDX, ends: `{pageId}.data.json`. */
export const PAGE_DATA_SUFFIX = '.data.json';

/** The id the docs plugin gives a generated page. */
export const referenceDocId = (pageId: string) => `${REFERENCE_DIR}/${pageId}`;
