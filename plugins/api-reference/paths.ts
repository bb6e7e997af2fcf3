/** Where the generated reference lives: `docs/reference/` (gitignored), the pages and the sidebar slice. */
export const REFERENCE_DIR = 'reference';
export const SIDEBAR_FILE = 'sidebar.json';

/** The id the docs plugin gives a generated page. */
export const referenceDocId = (pageId: string) => `${REFERENCE_DIR}/${pageId}`;
