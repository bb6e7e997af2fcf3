import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../api-model';
import { SITE_DIR } from '../api-model';

/**
 * The spec as released, one bundled file per release date: `examples/releases/<date>.yaml`.
 * Written by `npm run api:release -- <date>` and committed, like Docusaurus's versioned docs:
 * a past release cannot be rebuilt from today's files.
 */
export const RELEASES_DIR = 'examples/releases';

const RELEASE_FILE = /^(\d{4}-\d{2}-\d{2})\.yaml$/;

export interface ReleaseSnapshot {
  /** `YYYY-MM-DD`, the release date the changelog heads its entries with. */
  date: string;
  /** The file, relative to the site directory. */
  file: string;
}

export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The committed snapshots, oldest first. Throws, naming the file, on a name that is not `<date>.yaml`. */
export function listReleases(siteDir: string = SITE_DIR, dir: string = RELEASES_DIR): ReleaseSnapshot[] {
  let names: string[];
  try {
    names = readdirSync(path.join(siteDir, dir));
  } catch {
    return [];
  }
  return names
    .map((name) => {
      const date = RELEASE_FILE.exec(name)?.[1];
      if (!date || !isCalendarDate(date)) throw new Error(`${dir}/${name}: a release snapshot is named <YYYY-MM-DD>.yaml after its release date`);
      return { date, file: `${dir}/${name}` };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** A snapshot's document (bundled: only internal `#/...` references). */
export function readRelease(release: ReleaseSnapshot, siteDir: string = SITE_DIR): OpenApiDocument {
  return parse(readFileSync(path.join(siteDir, release.file), 'utf8')) as OpenApiDocument;
}
