import { readFile, writeFile } from 'node:fs/promises';
import type { Compiler } from 'webpack';

interface ClientManifest {
  /** Chunk group name (or entry name) → ids of the chunks the group needs; the rest is kept as read. */
  origins: Record<string, string[]>;
}

/**
 * Docusaurus names each page's scripts in its HTML from the client manifest, looked up by the
 * modules the page rendered (`@site/docs/guides/deposits.mdx`, `@theme/DocItem`, ...). With
 * webpack 5 and Rspack, the manifest keys its chunks by chunk name (or id) only, so the lookup
 * finds nothing and a page names only the start-up bundles: its own chunks are requested after
 * main.js has run, one network round trip later. This keys each chunk group's chunks by the
 * group's import requests.
 */
export class RouteChunksInManifestPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('RouteChunksInManifestPlugin', async (compilation) => {
      const manifest = JSON.parse(await readFile(this.manifestPath, 'utf8')) as ClientManifest;
      let added = 0;
      // Every chunk group, named or not: a page's chunk may be loaded by id alone.
      for (const group of compilation.chunkGroups) {
        const chunkIds = group.chunks.map((chunk) => String(chunk.id));
        for (const origin of group.origins) {
          if (origin.request && !manifest.origins[origin.request]) {
            manifest.origins[origin.request] = chunkIds;
            added += 1;
          }
        }
      }
      if (added === 0) throw new Error(`${this.manifestPath}: no chunk group has an import request to key it by; pages would name only the start-up bundles`);
      await writeFile(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
