import path from 'node:path';
import { PAGE_DATA_SUFFIX } from './paths';

type ExternalCallback = (error?: Error, result?: string) => void;

/**
 * An rspack `externals` entry for the server bundle, which Docusaurus runs only to render each
 * page once at build time: an endpoint page's data file (`{pageId}.data.json`, generated in
 * `referenceDir`) is `require`d from disk while the page renders, instead of being compiled
 * into the bundle. The data is most of what the reference weighs (about 185 KB a page); in the
 * bundle it was parsed, held and written a second time beside the browser's copy, which at 600
 * operations cost the build about 0.6 GiB of memory. The browser's bundle still carries it.
 */
export function serverPageDataExternal(referenceDir: string) {
  const inReference = path.resolve(referenceDir) + path.sep;
  return ({ request, context }: { request?: string; context?: string }, callback: ExternalCallback): void => {
    if (!request?.endsWith(PAGE_DATA_SUFFIX) || !context) return callback();
    const file = path.resolve(context, request);
    if (!file.startsWith(inReference)) return callback();
    callback(undefined, `commonjs ${file}`);
  };
}
