import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import escapeRegExp from 'lodash/escapeRegExp';
import type { Compiler } from 'webpack';
import { splitRouteFiles, type RouteFiles } from './split';

/** Where the browser's route files are written, under Docusaurus's generated files (`@generated/...`). */
const OUT_DIR = 'api-reference-routes';
const SECTION_FILE = 'section.js';
/** The section's chunk: the reference pages' routes. */
const SECTION_CHUNK = 'reference-routes';

const ROUTE_FILES: Record<keyof RouteFiles, string> = { routes: 'routes.js', registry: 'registry.js', routesChunkNames: 'routesChunkNames.json' };

type BundlerPlugin = { apply(compiler: Compiler): void };

/**
 * Moves the reference pages' routes out of the route table every page loads at start-up, into a
 * chunk that loads with the first reference page the reader opens (`split.ts`,
 * `client/lazyRouteSection.ts`). At 612 operations the table is most of what grows in the JS of
 * every page. The server bundle, which renders the pages, keeps Docusaurus's own files. For the
 * browser's bundle of a production build only: Docusaurus writes the route files once, before the
 * bundlers start (the dev server rewrites them as pages change).
 */
export class LazyReferenceRoutesPlugin implements BundlerPlugin {
  private readonly outDir: string;
  private readonly sectionRequest = `@generated/${OUT_DIR}/${SECTION_FILE}`;

  constructor(
    private readonly options: {
      generatedFilesDir: string;
      /** How the registry names a generated reference page's module: `@site/docs/reference/`. */
      referenceModulePrefix: string;
      NormalModuleReplacementPlugin: new (resource: RegExp, replacement: string) => BundlerPlugin;
    },
  ) {
    this.outDir = path.join(options.generatedFilesDir, OUT_DIR);
  }

  private readonly isSectionModule = (modulePath: string) => modulePath.startsWith(this.options.referenceModulePrefix);

  apply(compiler: Compiler): void {
    const { generatedFilesDir, NormalModuleReplacementPlugin } = this.options;
    for (const file of Object.values(ROUTE_FILES)) {
      new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(path.join(generatedFilesDir, file))}$`), path.join(this.outDir, file)).apply(compiler);
    }
    compiler.hooks.beforeRun.tapPromise('LazyReferenceRoutesPlugin', () => this.writeRouteFiles());
    new SectionInManifestPlugin(path.join(generatedFilesDir, 'client-manifest.json'), this.sectionRequest, this.isSectionModule).apply(compiler);
  }

  private async writeRouteFiles(): Promise<void> {
    const read = async (file: string) => readFile(path.join(this.options.generatedFilesDir, file), 'utf8');
    const files: RouteFiles = { routes: await read(ROUTE_FILES.routes), registry: await read(ROUTE_FILES.registry), routesChunkNames: await read(ROUTE_FILES.routesChunkNames) };
    const split = splitRouteFiles(files, {
      isSectionModule: this.isSectionModule,
      lazyRouteSection: path.join(__dirname, 'client/lazyRouteSection'),
      sectionModule: this.sectionRequest,
      sectionChunk: SECTION_CHUNK,
    });
    await mkdir(this.outDir, { recursive: true });
    await writeFile(path.join(this.outDir, SECTION_FILE), split.section);
    for (const [key, file] of Object.entries(ROUTE_FILES) as [keyof RouteFiles, string][]) await writeFile(path.join(this.outDir, file), split[key]);
    console.log(`[api-reference] ${split.paths.length} pages' routes load with the ${SECTION_CHUNK} chunk`);
  }
}

interface ClientManifest {
  /** Import request (or chunk name) → ids of the chunks it needs; the rest is kept as read. */
  origins: Record<string, string[]>;
}

/**
 * Docusaurus names each page's scripts in its HTML from the client manifest, by the modules the
 * server rendered (plugins/page-loading/routeChunksInManifest.ts keys them by import request). A
 * reference page renders its own module, never the section's routes (the server has the whole
 * table), but the browser needs them before it hydrates: each reference page's entry also names
 * the section's chunks, so that they load with the page's, not a round trip later. It runs when
 * the compilation is done, after every plugin's work on the emitted manifest.
 */
class SectionInManifestPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly sectionRequest: string,
    private readonly isSectionModule: (request: string) => boolean,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('SectionInManifestPlugin', async ({ compilation }) => {
      const section = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === this.sectionRequest));
      if (!section) throw new Error(`${this.manifestPath}: no chunk loads ${this.sectionRequest}`);
      const sectionChunks = section.chunks.map((chunk) => String(chunk.id));
      const manifest = JSON.parse(await readFile(this.manifestPath, 'utf8')) as ClientManifest;
      const pages = Object.keys(manifest.origins).filter(this.isSectionModule);
      if (pages.length === 0) throw new Error(`${this.manifestPath}: no entry for a reference page`);
      for (const page of pages) manifest.origins[page] = [...new Set([...manifest.origins[page], ...sectionChunks])];
      await writeFile(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
