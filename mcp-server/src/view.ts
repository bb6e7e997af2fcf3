// The API reference as the site publishes it for programs (/api-view/): the operation view the
// endpoint pages render, as JSON. Only its types come from the site's code.
import type { ApiViewIndex, PublishedChanges } from '../../plugins/exports/apiViewTypes';
import { API_VIEW_INDEX } from '../../plugins/exports/apiViewTypes';
import { LookupError, NotFoundError } from './failures';
import type { Site } from './site';

export type * from '../../plugins/exports/apiViewTypes';

/**
 * A JSON file of the site, parsed once per copy of it (site.ts revalidates the copy, so a
 * redeploy is picked up); a file that is not JSON is an error that names it, and a new copy that
 * is not JSON never replaces a good one.
 */
export function readJson<T>(site: Site, url: string): Promise<T> {
  return site.readParsed(url, (body) => {
    try {
      return JSON.parse(site.relink(body.toString('utf8'))) as T;
    } catch (error) {
      throw new LookupError(`${url} is not valid JSON: ${(error as Error).message}`);
    }
  });
}

/** The index of the API as it is now. */
export const currentIndex = (site: Site) => readJson<ApiViewIndex>(site, API_VIEW_INDEX);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD`, or an error that says how to write it. */
export function checkedDate(date: string, argument: string): string {
  const text = date.trim();
  if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) throw new LookupError(`${argument} must be a date written YYYY-MM-DD, such as 2026-11-23; got \`${date}\`.`);
  return text;
}

/**
 * The index of the API as of a date: the release in effect then (the latest released on or
 * before it), or the API as it is now without a date.
 */
export async function indexAsOf(site: Site, asOf: string | undefined): Promise<ApiViewIndex> {
  const current = await currentIndex(site);
  if (asOf === undefined) return current;
  const date = checkedDate(asOf, 'as_of');
  const releases = current.releases ?? [];
  const release = [...releases].reverse().find((candidate) => candidate.date <= date);
  if (!release) {
    throw new NotFoundError(`A release on or before ${date}`, releases.map((candidate) => candidate.date), releases.length > 0 ? `The first release is ${releases[0].date}.` : 'The site publishes no releases.');
  }
  return readJson<ApiViewIndex>(site, release.index);
}

/** What changed in every release. */
export async function releaseChanges(site: Site): Promise<PublishedChanges> {
  const current = await currentIndex(site);
  if (!current.changes) throw new LookupError('The site publishes no release history.');
  return readJson<PublishedChanges>(site, current.changes);
}

/** "as released on 2026-11-23 (spec)" for an answer from a past release; nothing for the current API. */
export const releaseNote = (index: ApiViewIndex) => (index.release ? ` As released on ${index.release} (${index.spec}); the pages show the API as it is now.` : '');
