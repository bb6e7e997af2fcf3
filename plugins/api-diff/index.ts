/**
 * The API's change history: the spec as released (snapshots in `examples/releases/`), the
 * diff between each release and the one before, and between the latest release and the spec
 * as it is now (the coming release), classified by the site's versioning rules.
 *
 * Reads the spec through plugins/api-model only; the changelog and the pages read this.
 */
import path from 'node:path';
import { SITE_DIR, type LoadedSpec, type SourceLocation } from '../api-model';
import { loadSpec } from '../api-model/load';
import { bundledAsPublished } from '../api-model/published';
import { diffDocuments } from './diff';
import { listReleases, type ReleaseSnapshot } from './releases';
import type { ApiChange } from './types';

export type { ApiChange, ChangeAction, ChangeDirection, ChangeSubject } from './types';
export { APPROVAL_REQUIREMENT, SUNSET } from './types';
export { VERSIONING_RULES, CLASS_LABELS, classOf, ruleId, versioningRulesMarkdown, type ChangeClass, type VersioningRule } from './rules';
export { listReleases, readRelease, RELEASES_DIR, type ReleaseSnapshot } from './releases';

/** A change with the place in the spec's source where it was made (shared schemas: one place, many operations). */
export interface LocatedChange extends ApiChange {
  source: SourceLocation;
}

/** What changed in one release: from the snapshot before it (or nothing, for the first) to its own. */
export interface ReleaseDiff {
  date: string;
  previous: string | null;
  changes: LocatedChange[];
}

export function diffSpecs(before: LoadedSpec, after: LoadedSpec): LocatedChange[] {
  // Compared as published: the Idempotent-Replayed headers the key's replay rule declares are changes like any other.
  return diffDocuments(bundledAsPublished(before), bundledAsPublished(after)).map((change) => ({
    ...change,
    source: (change.side === 'before' ? before : after).locate(change.pointer),
  }));
}

const snapshots = new Map<string, Promise<LoadedSpec>>();
function loadSnapshot(release: ReleaseSnapshot, siteDir: string): Promise<LoadedSpec> {
  const file = path.resolve(siteDir, release.file);
  let spec = snapshots.get(file);
  if (!spec) {
    spec = loadSpec(path.relative(process.cwd(), file));
    snapshots.set(file, spec);
  }
  return spec;
}

/** Every release with its diff from the one before, oldest first. */
export async function releaseHistory(siteDir: string = SITE_DIR): Promise<ReleaseDiff[]> {
  const releases = listReleases(siteDir);
  const specs = await Promise.all(releases.map((release) => loadSnapshot(release, siteDir)));
  return releases.map((release, index) => ({
    date: release.date,
    previous: index > 0 ? releases[index - 1].date : null,
    changes: index > 0 ? diffSpecs(specs[index - 1], specs[index]) : [],
  }));
}

/** What changed since the latest release: the changes the coming release's changelog entries must cover. */
export async function unreleasedChanges(current: LoadedSpec, siteDir: string = SITE_DIR): Promise<{ since: string | null; changes: LocatedChange[] }> {
  const latest = listReleases(siteDir).at(-1);
  if (!latest) return { since: null, changes: [] };
  return { since: latest.date, changes: diffSpecs(await loadSnapshot(latest, siteDir), current) };
}
