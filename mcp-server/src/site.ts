import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './failures';
import { sitePath } from './sitePath';

// Captured before anything replaces the global (search.ts routes Pagefind's fetches here).
const networkFetch: typeof fetch = globalThis.fetch.bind(globalThis);

/** How long one read from a site URL may take before the server gives up on it. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** How old a copy of a site file may get, in seconds, before it is checked against the site again. */
export const DEFAULT_REVALIDATE_S = 60;

export interface SiteOptions {
  /** A site URL (`https://docs.example.com`) or a build folder (`build/`). */
  site: string;
  /** The production URL the build links to; for a build folder, the links' address. */
  defaultSiteUrl: string;
  timeoutMs?: number;
  revalidateMs?: number;
}

/** A file as last read, with what tells whether it changed since. */
interface Copy {
  body: Buffer;
  checkedAt: number;
  etag?: string;
  lastModified?: string;
  /** A build folder's file: its modification time and size. */
  stamp?: string;
}

/** A value parsed from a file, and the copy it was parsed from. */
interface Parsed {
  body: Buffer;
  value: unknown;
  /** A newer copy that did not parse, and why (the last good value is kept). */
  rejected?: { body: Buffer; error: Error };
}

/**
 * What the site publishes, read from its URL or from a build folder. Every read goes through
 * `sitePath`: nothing outside the site is read, and no other host is asked. A file is kept in
 * memory and checked again once it is older than `revalidateMs` (a conditional request to a site,
 * a look at the file's time and size in a folder), so a redeploy is seen within that time; while
 * the site does not answer, the last copy read is served.
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
  private readonly revalidateMs: number;
  private readonly copies = new Map<string, Copy>();
  private readonly reading = new Map<string, Promise<Buffer>>();
  private readonly parsed = new Map<string, Parsed>();

  private constructor(source: string, isFolder: boolean, url: string, timeoutMs: number, productionUrl: string, revalidateMs: number) {
    this.source = source;
    this.productionUrl = productionUrl.replace(/\/+$/, '');
    this.isFolder = isFolder;
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.revalidateMs = revalidateMs;
  }

  static async open(options: SiteOptions): Promise<Site> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const revalidateMs = options.revalidateMs ?? DEFAULT_REVALIDATE_S * 1000;
    if (/^https?:\/\//i.test(options.site)) {
      let parsed: URL;
      try {
        parsed = new URL(options.site);
      } catch {
        throw new SiteError(`--site ${options.site}: not a valid URL`);
      }
      const url = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
      return new Site(url, false, url, timeoutMs, options.defaultSiteUrl, revalidateMs);
    }
    const folder = path.resolve(options.site);
    const isDirectory = await stat(folder).then((s) => s.isDirectory(), () => false);
    if (!isDirectory) throw new SiteError(`--site ${options.site}: no such folder (give a site URL such as https://docs.example.com or a build folder such as build/)`);
    const site = new Site(folder, true, options.defaultSiteUrl.replace(/\/+$/, ''), timeoutMs, options.defaultSiteUrl, revalidateMs);
    // A build links to the address it was built for: take it from its llms.txt.
    const llms = await site.readText('/llms.txt').catch(() => undefined);
    const linked = llms && /\]\((https?:\/\/[^)\s]+?)\/(?:docs\/)?[^)\s]*\.md\)/.exec(llms)?.[1];
    return linked ? new Site(folder, true, linked, timeoutMs, options.defaultSiteUrl, revalidateMs) : site;
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

  /** A file of the site: the copy in memory while it is fresh, else checked against the site first. */
  read(input: string): Promise<Buffer> {
    const { path: at } = this.resolve(input);
    const copy = this.copies.get(at);
    if (copy && Date.now() - copy.checkedAt < this.revalidateMs) return Promise.resolve(copy.body);
    let pending = this.reading.get(at);
    if (!pending) {
      pending = this.refresh(at, copy).finally(() => this.reading.delete(at));
      this.reading.set(at, pending);
    }
    return pending;
  }

  async readText(input: string): Promise<string> {
    return (await this.read(input)).toString('utf8');
  }

  /**
   * A file parsed by `parse`, parsed again only when the file changed. A new copy that does not
   * parse is not taken: the last good value is served (and the failure reported once); with no
   * good value yet, the read fails with `parse`'s error.
   */
  async readParsed<T>(input: string, parse: (body: Buffer) => T): Promise<T> {
    const { path: at } = this.resolve(input);
    const body = await this.read(at);
    const known = this.parsed.get(at);
    if (known?.body === body) return known.value as T;
    if (known?.rejected?.body === body) return known.value as T;
    try {
      const value = parse(body);
      this.parsed.set(at, { body, value });
      return value;
    } catch (error) {
      if (!known) throw error;
      process.stderr.write(`ledgerline-docs-mcp: ${this.link(at)} changed but cannot be used (${(error as Error).message}); still serving the copy read before.\n`);
      known.rejected = { body, error: error as Error };
      return known.value as T;
    }
  }

  private async refresh(at: string, copy: Copy | undefined): Promise<Buffer> {
    let fresh: Copy;
    try {
      fresh = this.isFolder ? await this.readFromFolder(at, copy) : await this.readFromUrl(at, copy);
    } catch (error) {
      // A file that is gone is gone; a site that does not answer leaves the last copy in use.
      if (!copy || (error instanceof SiteError && /not found/.test(error.message))) {
        this.copies.delete(at);
        throw error;
      }
      process.stderr.write(`ledgerline-docs-mcp: ${(error as Error).message} Serving the copy of ${at} read ${Math.round((Date.now() - copy.checkedAt) / 1000)} s ago.\n`);
      copy.checkedAt = Date.now();
      return copy.body;
    }
    // The same bytes keep the same buffer, so what was parsed from it stays in use.
    if (copy && fresh.body !== copy.body && fresh.body.equals(copy.body)) fresh.body = copy.body;
    this.copies.set(at, fresh);
    return fresh.body;
  }

  private async readFromFolder(at: string, copy: Copy | undefined): Promise<Copy> {
    const file = path.join(this.source, at);
    if (file !== this.source && !file.startsWith(`${this.source}${path.sep}`)) throw new SiteError(`${at}: outside the site`);
    try {
      const { mtimeMs, size } = await stat(file);
      const stamp = `${mtimeMs}:${size}`;
      if (copy && copy.stamp === stamp) return { ...copy, checkedAt: Date.now() };
      return { body: await readFile(file), checkedAt: Date.now(), stamp };
    } catch {
      throw new SiteError(`${at}: not found on the site (${this.source})`);
    }
  }

  private async readFromUrl(at: string, copy: Copy | undefined): Promise<Copy> {
    const url = `${this.source}${at}`;
    const headers: Record<string, string> = {};
    if (copy?.etag) headers['if-none-match'] = copy.etag;
    if (copy?.lastModified) headers['if-modified-since'] = copy.lastModified;
    let response: Response;
    try {
      response = await networkFetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'manual', headers });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs / 1000} s` : describe(error);
      throw new SiteError(`The site ${this.source} could not be read (${at}): ${reason}. Check the --site address, or use a local build with --site build/.`);
    }
    if (response.status === 304 && copy) return { ...copy, checkedAt: Date.now() };
    if (response.status === 404) throw new SiteError(`${at}: not found on the site (${this.source}, HTTP 404)`);
    if (!response.ok) throw new SiteError(`The site ${this.source} answered HTTP ${response.status} for ${at}.`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      checkedAt: Date.now(),
      etag: response.headers.get('etag') ?? undefined,
      lastModified: response.headers.get('last-modified') ?? undefined,
    };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ? `${cause.code}${cause.message ? ` (${cause.message})` : ''}` : error.message;
}
