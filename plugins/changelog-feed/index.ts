import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { listReleases, readRelease, releaseHistory, RELEASES_DIR, unreleasedChanges } from '../api-diff';
import { loadApiModel, pageIdOf, SITE_DIR, type ApiModel } from '../api-model';
import { HTTP_METHODS } from '../api-model/load';
import { atomFeed } from './atom';
import type { ComingMarks } from '../api-model/coming';
import { comingAdditions, comingPlaces, type ComingRelease } from './coming';
import { breakingWithoutNotice } from './notice';
import { changesByOperation } from './changes';
import { parseChangelog, type ChangelogEntry, type ChangelogReferences } from './parse';
import { changesByEntry, changesMarkdown, releaseSpecPath, type ListedChange, type OperationLink } from './releaseChanges';

export { CHANGE_KINDS, ChangelogError, parseChangelog, type ChangeKind, type ChangelogEntry } from './parse';
export { atomFeed } from './atom';
export { availableFromMarkdown, type ComingRelease } from './coming';
export { changesAnchor, changesMarkdown, releaseSpecPath, type ListedChange, type OperationLink } from './releaseChanges';
export type { ChangesByOperation, EndpointChange } from './changes';

export interface ChangelogFeedOptions {
  /** The changelog page, relative to the site directory: `docs/api/changelog.mdx`. */
  source: string;
  /** The OpenAPI root file the entries' operations and events must exist in: `examples/api.yaml`. */
  specPath: string;
  /** The changelog page's route: `/docs/api/changelog`. */
  pagePath: string;
  /** Where the feed is written in the build: `/docs/api/changelog.xml`. */
  feedPath: string;
  title: string;
  subtitle: string;
}

type Removed = NonNullable<ChangelogReferences['removed']>;
const removedCache = new Map<string, Removed>();

/**
 * What the release snapshots have and the spec no longer has: operations (by the page id they had)
 * and events, each with the last release that has it.
 */
export function removedSinceReleases(model: ApiModel, siteDir: string = SITE_DIR): Removed {
  const releases = listReleases(siteDir);
  const key = `${path.resolve(siteDir)}|${releases.map((r) => r.date).join()}|${model.operations.length}|${model.webhookEvents.length}`;
  const cached = removedCache.get(key);
  if (cached) return cached;
  const currentOps = new Set(model.operations.map((op) => op.operationId));
  const currentEvents = new Set(model.webhookEvents.map((event) => event.type));
  const operations = new Map<string, { operationId: string; method: string; path: string; lastRelease: string }>();
  const events = new Map<string, string>();
  for (const release of releases) {
    const doc = readRelease(release, siteDir);
    for (const [pathKey, item] of Object.entries(doc.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        const operationId = operation && typeof operation === 'object' && !Array.isArray(operation) ? operation.operationId : undefined;
        if (typeof operationId === 'string' && !currentOps.has(operationId)) operations.set(pageIdOf(operationId), { operationId, method, path: pathKey, lastRelease: release.date });
      }
    }
    for (const type of Object.keys(doc.webhooks ?? {})) if (!currentEvents.has(type)) events.set(type, release.date);
  }
  const removed = { operations, events };
  removedCache.set(key, removed);
  return removed;
}

/** Which operations (by endpoint page id) and events a changelog entry may name, removed ones included. */
export function changelogReferences(model: ApiModel, siteDir: string = SITE_DIR): ChangelogReferences {
  return {
    operationIdByPageId: new Map(model.operations.map((op) => [op.pageId, op.operationId])),
    eventTypes: new Set(model.webhookEvents.map((event) => event.type)),
    removed: removedSinceReleases(model, siteDir),
  };
}

/**
 * The changelog's entries, read from its page and checked against the spec. Throws a
 * `ChangelogError` naming file, line and rule of every problem.
 */
export async function loadChangelog(siteDir: string, options: Pick<ChangelogFeedOptions, 'source' | 'specPath'>): Promise<ChangelogEntry[]> {
  const model = await loadApiModel(path.resolve(siteDir, options.specPath));
  const source = await readFile(path.resolve(siteDir, options.source), 'utf8');
  return parseChangelog(source, options.source, changelogReferences(model, siteDir));
}

/** What the changelog page's filter offers (`changelog-filter.json`). */
export interface ChangelogFilterData {
  tags: { name: string; operations: { id: string; summary: string }[] }[];
}

/** The changelog with, for each entry, the spec changes of its release that it lists. */
export interface ChangelogWithChanges {
  entries: ChangelogEntry[];
  /** Entry id -> its spec changes, breaking first. */
  changes: Map<string, ListedChange[]>;
  /** The releases that have a spec snapshot (downloadable), newest first. */
  releases: string[];
  /** The latest snapshot's date: entries dated after it belong to the coming release, which the current spec describes (null without snapshots). */
  comingSince: string | null;
  /** The coming release's date: the latest date of the entries after `comingSince` (null when none is written yet). */
  comingDate: string | null;
  operations: Map<string, OperationLink>;
  /** Page id of a removed operation -> the release spec that last has it, which past entries' links to its page now point at. */
  removedPages: Map<string, string>;
  /** What the coming release adds that a reader can use, by name (`comingAdditions`). */
  coming: ComingRelease['names'];
  /** The same additions, each where the spec has it (`comingPlaces`). */
  comingPlaces: ComingMarks['additions'];
}

/** The date of the coming release: the latest date among the entries dated after the latest snapshot. */
function comingDateOf(entries: ChangelogEntry[], since: string | null): string | null {
  if (since === null) return null;
  return entries.map((entry) => entry.date).filter((day) => day > since).sort().at(-1) ?? null;
}

const withChanges = new Map<string, Promise<ChangelogWithChanges>>();

/** `loadChangelog` plus the diff of every release; once per changelog text in a process (the page, its twin and the feed share it). */
export async function loadChangelogWithChanges(siteDir: string, options: Pick<ChangelogFeedOptions, 'source' | 'specPath'>): Promise<ChangelogWithChanges> {
  const source = await readFile(path.resolve(siteDir, options.source), 'utf8');
  const key = `${path.resolve(siteDir, options.specPath)}\n${source}`;
  let loaded = withChanges.get(key);
  if (!loaded) {
    loaded = (async () => {
      const model = await loadApiModel(path.resolve(siteDir, options.specPath));
      const entries = parseChangelog(source, options.source, changelogReferences(model, siteDir));
      const [history, coming] = await Promise.all([releaseHistory(siteDir), unreleasedChanges(model.spec, siteDir)]);
      const operations = new Map(model.operations.map((op) => [op.operationId, { summary: op.summary, route: op.route, tag: op.tag, statuses: Object.keys(op.responses) }]));
      const removedPages = new Map([...removedSinceReleases(model, siteDir).operations].map(([pageId, op]) => [pageId, releaseSpecPath(op.lastRelease, 'json')]));
      // The coming release (entries dated after the latest snapshot) lists what the spec as it is now changed since then.
      const comingRelease = coming.since ? [{ date: coming.since, previous: coming.since, changes: coming.changes, coming: true }] : [];
      return {
        entries,
        changes: changesByEntry(entries, [...history, ...comingRelease], operations),
        releases: history.map((r) => r.date).reverse(),
        comingSince: coming.since,
        comingDate: comingDateOf(entries, coming.since),
        operations,
        removedPages,
        coming: comingAdditions(entries, comingRelease[0]),
        comingPlaces: comingPlaces(entries, comingRelease[0]),
      };
    })();
    withChanges.set(key, loaded);
    loaded.catch(() => withChanges.delete(key));
  }
  return loaded;
}

/**
 * What the coming release adds, where the spec has it, with the changelog page the dates link to:
 * the reference plugin takes it as an option (docusaurus.config.ts), so it never imports this plugin.
 */
export async function loadComingMarks(siteDir: string, options: Pick<ChangelogFeedOptions, 'source' | 'specPath' | 'pagePath'>): Promise<ComingMarks> {
  const { comingPlaces: additions, comingDate } = await loadChangelogWithChanges(siteDir, options);
  return { pagePath: options.pagePath, date: comingDate ?? undefined, additions };
}

function validateOptions(options: unknown): ChangelogFeedOptions {
  const given = (options ?? {}) as Partial<Record<keyof ChangelogFeedOptions, unknown>>;
  const keys: (keyof ChangelogFeedOptions)[] = ['source', 'specPath', 'pagePath', 'feedPath', 'title', 'subtitle'];
  const missing = keys.filter((key) => typeof given[key] !== 'string' || given[key] === '');
  if (missing.length > 0) {
    throw new Error(`docusaurus.config.ts: the changelog-feed plugin needs the string option${missing.length > 1 ? 's' : ''} ${missing.map((k) => `\`${k}\``).join(', ')}.`);
  }
  for (const key of ['pagePath', 'feedPath'] as const) {
    if (!(given[key] as string).startsWith('/')) throw new Error(`docusaurus.config.ts: the changelog-feed option \`${key}\` must start with "/" (got "${String(given[key])}").`);
  }
  return given as ChangelogFeedOptions;
}

/**
 * The changelog's Atom feed. The changelog page is the one source: its entries are parsed
 * (and checked against the spec) when the site loads, and the feed is written into the
 * build after the pages. Endpoint pages show the entries about their operation.
 */
export default function changelogFeedPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateOptions(rawOptions);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [path.resolve(context.siteDir, options.source), path.resolve(context.siteDir, RELEASES_DIR, '*.yaml')],
    getThemePath: () => path.join(__dirname, 'theme'),
    loadContent: () => loadChangelog(context.siteDir, options),
    // Endpoint pages list the entries that touch their operation (theme/EndpointChanges), with
    // how many changes of the operation's spec each entry's release made, and how many break.
    async contentLoaded({ content, actions }) {
      const { changes: specChanges, operations, coming } = await loadChangelogWithChanges(context.siteDir, options);
      // Guides mark what the coming release adds with the date it is available from (theme/AvailableFrom).
      const comingRelease: ComingRelease = { pagePath: options.pagePath, names: coming };
      await actions.createData('coming-release.json', JSON.stringify(comingRelease));
      const changes = changesByOperation(content as ChangelogEntry[], options.pagePath, specChanges);
      await actions.createData('changes-by-operation.json', JSON.stringify(changes));
      // The versioning rules name the Breaking entries that shipped without notice (theme/BreakingWithoutNotice).
      await actions.createData('breaking-without-notice.json', JSON.stringify(breakingWithoutNotice(content as ChangelogEntry[], options.pagePath)));
      // The changelog page's filter: the operations an entry can name, by tag, in the reference's order.
      const tags = new Map<string, { id: string; summary: string }[]>();
      for (const [id, { summary, tag }] of operations) tags.set(tag, [...(tags.get(tag) ?? []), { id, summary }]);
      const filter: ChangelogFilterData = { tags: [...tags].map(([name, ops]) => ({ name, operations: ops })) };
      await actions.createData('changelog-filter.json', JSON.stringify(filter));
    },
    async postBuild({ content, outDir }) {
      const entries = content as ChangelogEntry[] | undefined;
      if (!entries) throw new Error('changelog-feed: no changelog entries were loaded');
      const changelog = await loadChangelogWithChanges(context.siteDir, options);
      const file = path.join(outDir, options.feedPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(
        file,
        atomFeed(entries, {
          siteUrl,
          pagePath: options.pagePath,
          feedPath: options.feedPath,
          title: options.title,
          subtitle: options.subtitle,
          author: context.siteConfig.title,
          after: (entry) => changesMarkdown(changelog.changes.get(entry.id) ?? [], changelog.operations),
          isComing: (entry) => changelog.comingSince !== null && entry.date > changelog.comingSince,
        }),
      );
      console.log(`[changelog-feed] ${entries.length} entries in ${options.feedPath}`);
    },
  };
}
