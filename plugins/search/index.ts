import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SEARCH_BUNDLE_DIR, SEARCH_VOCABULARY_FILE, wordListPartFile } from './client/bundle';
import { withAnchorNames, withReaderTerms, withReaderWords, withStatusNames } from './alsoSearchedAs';
import { commonHeadingsOf, indexDocuments } from './indexHtml';
import { checkReaderQuestions, loadReaderQuestions, withReaderQuestions } from './readerQuestions';
import { READER_TERMS, READER_WORDS } from './readerWords';
import { searchPageOf, type SearchPage } from './records';
import { rechunkIndex } from './rechunk';
import { withoutRepeatedParts } from './repeated';
import { VocabularyCounter, wordListParts } from './vocabulary';

function builtFile(outDir: string, route: string): string | undefined {
  const candidates = [`${route.replace(/\/$/, '')}.html`, path.join(route, 'index.html')];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

/**
 * Pagefind's Node API is an ES module that exports only an `import` entry; the config loader
 * compiles this plugin's `import()` to `require`, so the module is imported by its file.
 */
async function loadPagefindNodeApi(): Promise<typeof import('pagefind')> {
  const entry = (require.resolve.paths('pagefind') ?? []).map((dir) => path.join(dir, 'pagefind/lib/index.js')).find((file) => existsSync(file));
  if (!entry) throw new Error('search: the pagefind package is not installed (npm ci)');
  return (await import(pathToFileURL(entry).href)) as typeof import('pagefind');
}

function failOn(step: string, errors: string[]) {
  if (errors.length > 0) throw new Error(`search: ${step} failed: ${errors.join('; ')}`);
}

/**
 * Site search. After the build, every doc page's server HTML is reduced to its title, other
 * names, parts and fields (`records.ts`), re-rendered as weighted records (`indexHtml.ts`) and
 * indexed by Pagefind into `/pagefind/` (`SEARCH_BUNDLE_DIR`): an index split into small chunks the browser fetches
 * per searched word (`rechunk.ts` makes them about 2 KiB each). The search bar (`theme/SearchBar`) loads nothing until search opens.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({ actions }) {
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      const docRoutes = [...new Set(routesPaths)].filter((route) => route.startsWith(`${context.baseUrl}docs`) && !route.startsWith(`${context.baseUrl}docs/tags`)).sort();
      const pagefind = await loadPagefindNodeApi();
      const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', writePlayground: false });
      failOn('creating the index', errors);
      if (!index) throw new Error('search: Pagefind returned no index');
      const pages: SearchPage[] = [];
      for (const route of docRoutes) {
        const file = builtFile(outDir, route);
        const page = file && searchPageOf(route, await readFile(file, 'utf8'));
        if (page) pages.push(page);
      }
      const errorCodes = new Set(pages.flatMap((page) => page.sections.filter((section) => section.type === 'entry' && /^\d{3}\b/.test(section.text)).map((section) => section.anchor)));
      const vocabulary = new VocabularyCounter();
      let indexed = 0;
      const commonHeadings = commonHeadingsOf(pages);
      const questions = loadReaderQuestions(undefined, context.siteDir);
      failOn('reading the reader questions', [...questions.problems, ...checkReaderQuestions(questions.files, pages)]);
      const withReadersWords = withReaderWords(withReaderTerms(withAnchorNames(withStatusNames(withoutRepeatedParts(pages)), READER_TERMS.skipped), READER_TERMS), READER_WORDS);
      for (const page of withReaderQuestions(withReadersWords, questions.files)) {
        vocabulary.add(page);
        for (const document of indexDocuments(page, errorCodes, commonHeadings)) {
          const added = await index.addHTMLFile({ url: document.url, content: document.html });
          failOn(`indexing ${document.url}`, added.errors);
        }
        indexed += 1;
      }
      if (indexed === 0) throw new Error('search: no doc page found in the build to index');
      const bundleDir = path.join(outDir, SEARCH_BUNDLE_DIR);
      const written = await index.writeFiles({ outputPath: bundleDir });
      failOn('writing the index', written.errors);
      await pagefind.close();
      // Smaller index chunks than Pagefind writes: a searched word costs its chunk (rechunk.ts).
      await rechunkIndex(bundleDir);
      const words = vocabulary.words();
      await writeFile(path.join(bundleDir, SEARCH_VOCABULARY_FILE), JSON.stringify(words));
      const parts = wordListParts(words);
      await mkdir(path.dirname(path.join(bundleDir, wordListPartFile(0))), { recursive: true });
      await Promise.all(parts.map((part, index) => writeFile(path.join(bundleDir, wordListPartFile(index)), JSON.stringify(part))));
      // Pagefind also writes its own UIs; the site has its own dialog.
      for (const file of await readdir(bundleDir)) if (/-ui\.|highlight/.test(file)) await rm(path.join(bundleDir, file));
    },
  };
}
