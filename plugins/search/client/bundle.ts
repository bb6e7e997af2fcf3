/** The folder of the build that holds the search index, under the site's base URL. */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/** Pagefind's browser API, loaded by the search dialog on first open. */
export const SEARCH_SCRIPT_PATH = `/${SEARCH_BUNDLE_DIR}/pagefind.js`;

/** The docs' words, most used first, written beside the index for spelling correction (plugins/search/vocabulary.ts). */
export const SEARCH_VOCABULARY_FILE = 'vocabulary.json';
