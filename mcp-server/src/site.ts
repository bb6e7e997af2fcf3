import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './failures';
import { sitePath } from './sitePath';

// Captured before anything replaces the global (search.ts routes Pagefind's fetches here).
const networkFetch: typeof fetch = globalThis.fetch.bind(globalThis);

/** How long one read from a site URL may take before the server gives up on it. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface SiteOptions {
  /** A site URL (`https://docs.example.com`) or a build folder (`build/`). */
  site: string;
  /** The production URL the build links to; for a build folder, the links' address. */
  defaultSiteUrl: string;
  timeoutMs?: number;
}

/**
 * What the site publishes, read from its URL or from a build folder, each file once. Every
 * read goes through `sitePath`: nothing outside the site is read, and no other host is asked.
 */
export class Site {
  /** The address pages link to (answers quote it). */
  readonly url: string;
  /** Where files come from: a URL, or an absolute folder. */
  readonly source: string;
  readonly isFolder: boolean;
  /** The production address, whose links (in descriptions and Markdown) name the same pages. */
  private readonly productionUrl: string;
  private readonly timeoutMs: number;
  private readonly cache = new Map<string, Promise<Buffer>>();

  private constructor(source: string, isFolder: boolean, url: string, timeoutMs: number, productionUrl: string) {
    this.source = source;
    this.productionUrl = productionUrl.replace(/\/+$/, '');
    this.isFolder = isFolder;
    this.url = url;
    this.timeoutMs = timeoutMs;
  }

  static async open(options: SiteOptions): Promise<Site> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (/^https?:\/\//i.test(options.site)) {
      let parsed: URL;
      try {
        parsed = new URL(options.site);
      } catch {
        throw new SiteError(`--site ${options.site}: not a valid URL`);
      }
      const url = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
      return new Site(url, false, url, timeoutMs, options.defaultSiteUrl);
    }
    const folder = path.resolve(options.site);
    const isDirectory = await stat(folder).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) throw new SiteError(`--site ${options.site}: no such folder (give a site URL such as https://docs.example.com or a build folder such as build/)`);
    const site = new Site(folder, true, options.defaultSiteUrl.replace(/\/+$/, ''), timeoutMs, options.defaultSiteUrl);
    // A build links to the address it was built for: take it from its llms.txt.
    const llms = await site.readText('/llms.txt').catch(() => undefined);
    const linked = llms && /\]\((https?:\/\/[^)\s]+?)\/(?:docs\/)?[^)\s]*\.md\)/.exec(llms)?.[1];
    return linked ? new Site(folder, true, linked, timeoutMs, options.defaultSiteUrl) : site;
  }

  /**
   * The addresses a page may be given by: the site's, and the production address its links use
   * (a page is then read from this site all the same: no other host is asked).
   */
  get urls(): string[] {
    return [...new Set([this.url, this.source, this.productionUrl].filter((url) => /^https?:/.test(url)))];
  }

  /** Checks a path or URL against `sitePath` and names it on the site. */
  resolve(input: string): { path: string; fragment?: string } {
    return sitePath(input, this.urls);
  }

  /** Text of the site with its production address's links made links of this site (a build read from another address). */
  relink(text: string): string {
    return this.productionUrl === this.url ? text : text.split(`${this.productionUrl}/`).join(`${this.url}/`);
  }

  /** The absolute address of a site path, as pages link to it. */
  link(sitePathname: string): string {
    return `${this.url}${sitePathname}`;
  }

  read(input: string): Promise<Buffer> {
    const { path: at } = this.resolve(input);
    let pending = this.cache.get(at);
    if (!pending) {
      pending = this.isFolder ? this.readFromFolder(at) : this.readFromUrl(at);
      this.cache.set(at, pending);
      pending.catch(() => this.cache.delete(at));
    }
    return pending;
  }

  async readText(input: string): Promise<string> {
    return (await this.read(input)).toString('utf8');
  }

  private async readFromFolder(at: string): Promise<Buffer> {
    const file = path.join(this.source, at);
    if (file !== this.source && !file.startsWith(`${this.source}${path.sep}`)) throw new SiteError(`${at}: outside the site`);
    try {
      return await readFile(file);
    } catch {
      throw new SiteError(`${at}: not found on the site (${this.source})`);
    }
  }

  private async readFromUrl(at: string): Promise<Buffer> {
    const url = `${this.source}${at}`;
    let response: Response;
    try {
      response = await networkFetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'manual' });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs / 1000} s` : describe(error);
      throw new SiteError(`The site ${this.source} could not be read (${at}): ${reason}. Check the --site address, or use a local build with --site build/.`);
    }
    if (response.status === 404) throw new SiteError(`${at}: not found on the site (${this.source}, HTTP 404)`);
    if (!response.ok) throw new SiteError(`The site ${this.source} answered HTTP ${response.status} for ${at}`);
    return Buffer.from(await response.arrayBuffer());
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${cause.code}${cause.message ? ` (${cause.message})` : ''}` : error.message;
}
