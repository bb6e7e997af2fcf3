import type { LocatedChange, ReleaseDiff } from '../api-diff';
import { PAYLOADS_PAGE } from '../api-content/markdown';
import { targetOf } from './diffCheck';
import type { ChangelogEntry } from './parse';

/**
 * An event's heading on the payloads page (api-content's WebhookPayloads): the build fails on a
 * link to an anchor the page lacks, so the two cannot drift apart unnoticed.
 */
const payloadAnchor = (type: string) => `payload-${type}`;

/** The downloads of a release's spec: `/openapi/<date>.yaml` and `.json`. */
export const releaseSpecPath = (date: string, format: 'yaml' | 'json') => `/openapi/${date}.${format}`;

/** The id of the list of an entry's spec changes on the changelog page (what endpoint pages link). */
export const changesAnchor = (entryId: string) => `${entryId}-changes`;

/** One change as an entry lists it: under the operation or event it touches, with a link to the field. */
export interface ListedChange {
  /** operationId, or `event:<type>`. */
  target: string;
  breaking: boolean;
  text: string;
  /** The endpoint page (with the field's anchor) or the event's payload. */
  href: string;
}

export interface OperationLink {
  summary: string;
  route: string;
  /** The tag the operation is listed under. */
  tag: string;
}

/** The field's anchor on its endpoint page (README, "How the API reference is produced"), when it still exists there. */
function anchorOf(change: LocatedChange): string | undefined {
  if (change.action === 'removed' || change.subject === 'operation') return undefined;
  if (change.subject === 'status') return `response-${change.name}`;
  if (change.in) return `request-${change.in}-${change.subject === 'enum-value' ? change.field : change.name}`;
  if (change.subject === 'error-code') return change.status ? `response-${change.status}` : undefined;
  if (!change.field) return undefined;
  return change.direction === 'request' ? `request-body-${change.field}` : change.status ? `response-${change.status}-${change.field}` : undefined;
}

export function hrefOf(change: LocatedChange, operations: ReadonlyMap<string, OperationLink>): string {
  if (change.event) return `${PAYLOADS_PAGE}#${payloadAnchor(change.event)}`;
  const route = operations.get(change.operationId ?? '')?.route ?? '';
  const anchor = anchorOf(change);
  return anchor ? `${route}#${anchor}` : route;
}

/** Names written in backticks in an entry's text: `business.tax_ids`, `rotate_secret: true` -> rotate_secret. */
function mentionedNames(entry: ChangelogEntry): Set<string> {
  const names = new Set<string>();
  for (const [, code] of entry.body.matchAll(/`([^`]+)`/g)) for (const word of code.split(/[^\w.*-]+/)) if (word) names.add(word);
  return names;
}

function mentions(names: Set<string>, change: LocatedChange): boolean {
  const candidates = [change.name, change.field ?? '', change.name.split('.').at(-1) ?? '', (change.field ?? '').split('.').at(-1) ?? ''];
  // A field inside an object the entry names (`data.object.kyc_requirements` for `kyc_requirements`).
  return candidates.some((name) => name && (names.has(name) || [...names].some((n) => n.includes('.') && name.endsWith(`.${n}`))));
}

/**
 * The spec changes each entry lists: each change of its release, per operation or event it
 * reaches, goes to the entries of that release that name the operation or event and whose text
 * names the field, parameter, value or event; when none does, to the first of them that is not a
 * Fixed entry (Fixed entries are about behaviour and documentation), else the first of them.
 * Breaking changes first.
 */
export function changesByEntry(entries: ChangelogEntry[], history: ReleaseDiff[], operations: ReadonlyMap<string, OperationLink>): Map<string, ListedChange[]> {
  const byEntry = new Map<string, ListedChange[]>();
  const targets = (entry: ChangelogEntry) => [...entry.operations, ...entry.events.map((event) => `event:${event}`)];
  for (const release of history) {
    const ofRelease = entries.filter((entry) => entry.date === release.date);
    const named = new Map(ofRelease.map((entry) => [entry.id, mentionedNames(entry)]));
    for (const change of release.changes) {
      const covering = ofRelease.filter((entry) => targets(entry).includes(targetOf(change)));
      const talking = covering.filter((entry) => mentions(named.get(entry.id)!, change));
      const chosen = talking.length > 0 ? talking : [covering.find((entry) => entry.kind !== 'fixed') ?? covering[0]].filter(Boolean);
      for (const entry of chosen) {
        byEntry.set(entry.id, [...(byEntry.get(entry.id) ?? []), { target: targetOf(change), breaking: change.breaking, text: change.text, href: hrefOf(change, operations) }]);
      }
    }
  }
  for (const list of byEntry.values()) list.sort((a, b) => Number(b.breaking) - Number(a.breaking));
  return byEntry;
}

/**
 * An entry's spec changes as Markdown, grouped by operation or event, breaking ones first:
 * what the changelog page, its Markdown twin and the Atom feed show under the entry's text.
 * `url` makes a site path absolute (the twin and the feed); the page keeps site paths.
 */
export function changesMarkdown(changes: ListedChange[], operations: ReadonlyMap<string, OperationLink>, url: (path: string) => string = (p) => p, headingLevel = 4): string {
  if (changes.length === 0) return '';
  const byTarget = new Map<string, ListedChange[]>();
  for (const change of changes) byTarget.set(change.target, [...(byTarget.get(change.target) ?? []), change]);
  const targets = [...byTarget.keys()].sort((a, b) => Number(byTarget.get(b)!.some((c) => c.breaking)) - Number(byTarget.get(a)!.some((c) => c.breaking)));
  const lines = [`${'#'.repeat(headingLevel)} Changes in the spec`, ''];
  for (const target of targets) {
    const name = target.startsWith('event:') ? `Event \`${target.slice(6)}\`` : (operations.get(target)?.summary ?? target);
    const page = target.startsWith('event:') ? `${PAYLOADS_PAGE}#${payloadAnchor(target.slice(6))}` : (operations.get(target)?.route ?? '');
    lines.push(`- [${name}](${url(page)})`);
    for (const change of byTarget.get(target)!) lines.push(`  - ${change.breaking ? '**Breaking:** ' : ''}[${change.text}](${url(change.href)})`);
  }
  return lines.join('\n');
}
