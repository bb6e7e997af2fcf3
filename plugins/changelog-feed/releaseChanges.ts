import type { LocatedChange, ReleaseDiff } from '../api-diff';
import { CLASS_LABELS } from '../api-diff';
import { PAYLOADS_PAGE, payloadAnchor } from '../api-content/payloads';
import { groupChanges, reachesExistingResponses, sameGroup, targetOf } from './diffCheck';
import { ALREADY_DID, KIND_LABELS, type ChangelogEntry } from './parse';

/**
 * An event's heading on the payloads page (api-content's WebhookPayloads): the build fails on a
 * link to an anchor the page lacks, so the two cannot drift apart unnoticed.
 */

/** The downloads of a release's spec: `/openapi/<date>.yaml` and `.json`. */
export const releaseSpecPath = (date: string, format: 'yaml' | 'json') => `/openapi/${date}.${format}`;

/** Where the spec as it is now is published, which the coming release's entries are compared with. */
export const CURRENT_SPEC = { yaml: '/openapi.yaml', json: '/openapi.json' } as const;

/** Where the versioning page classes each change to the spec, which decides what an entry lists. */
export const VERSIONING_RULES_PAGE = '/docs/api/intro#what-counts-as-breaking';

/** The placeholder the changelog page writes where the sentence about downloadable specs goes (`releaseSpecsMarkdown`). */
export const RELEASE_SPECS_ELEMENT = 'ReleaseSpecs';

/**
 * Which dates have a spec to download and which entries list their spec changes, from the
 * snapshots kept (`releases`, newest first): the promise the changelog's introduction makes.
 * `link` turns a site path into the link the page, twin or feed uses.
 */
export function releaseSpecsMarkdown(releases: readonly string[], comingSince: string | null, link: (path: string) => string): string {
  const first = releases.at(-1);
  if (!first || !comingSince) return 'No release keeps its spec yet: entries have no spec to download and no list of changes in the spec.';
  return [
    `Releases from ${first} on keep their spec: under each of those dates, the spec as released on that date is yours to download.`,
    `An entry of a later release lists, under "Changes in the spec", the changes to the API description it describes that need an entry by the [versioning rules](${link(VERSIONING_RULES_PAGE)}), found by comparing the spec as released with the one before.`,
    `A change those rules class as ${CLASS_LABELS.documentation.toLowerCase()} (a description reworded, an example, an operation's own errors listed for the first time) needs no entry and is not listed: an entry about one says it in its words, without that list. An error code a parameter's own errors bring to an operation is a new error code of that operation, listed even when the operation listed no errors before.`,
    `Entries of the coming release, dated after ${comingSince}, list what the spec as it is now ([YAML](${link(CURRENT_SPEC.yaml)}), [JSON](${link(CURRENT_SPEC.json)})) changed since then.`,
    `Dates before ${first} have neither.`,
  ].join(' ');
}

/** Under a date of the coming release: when it ships, and the spec that already has its changes. */
export function comingSpecMarkdown(link: (path: string) => string, date: string): string {
  return `Not released yet: what these entries add or change reaches the API on ${date}; a Fixed entry describes what the API already does. The spec as it is now, [YAML](${link(CURRENT_SPEC.yaml)}) and [JSON](${link(CURRENT_SPEC.json)}), already has these changes.`;
}

/** At the top of a coming entry's feed item, which a reader sees without the page's date heading. */
export function comingEntryMarkdown(entry: Pick<ChangelogEntry, 'date' | 'kind'>): string {
  return entry.kind === 'fixed'
    ? `**Listed under the coming release of ${entry.date}:** a Fixed entry describes what the API already does; nothing changes on that date.`
    : `**Not released yet:** this change reaches the API on ${entry.date}; until then it is not live.`;
}

/** The id of the list of an entry's spec changes on the changelog page (what endpoint pages link). */
export const changesAnchor = (entryId: string) => `${entryId}-changes`;

/** One change as an entry lists it: under the operation or event it touches, with a link to the field. */
export interface ListedChange {
  /** operationId, or `event:<type>`. */
  target: string;
  breaking: boolean;
  text: string;
  /** The endpoint page (with the field's anchor) or the event's payload; empty for a change every operation shows. */
  href: string;
}

export interface OperationLink {
  summary: string;
  route: string;
  /** The tag the operation is listed under. */
  tag: string;
  /** The statuses of its responses (`200`, `429`), which tell a change in every response from one in some. */
  statuses?: readonly string[];
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

/** A change that no entry, or more than one, can claim by what it names. */
export interface AttributionProblem {
  rule: 'change-not-attributed' | 'change-claimed-twice' | 'change-split-across-entries' | 'breaking-listed-under-other-label' | 'new-label-reaches-existing-responses' | 'reach-not-named';
  message: string;
}

/**
 * A release the entries describe: a released one (its entries carry its date) or the coming one
 * (every entry dated after the latest snapshot, against the spec as it is now).
 */
export interface AttributedRelease extends ReleaseDiff {
  coming?: boolean;
}


/**
 * One change as readers name it, wherever the spec writes it: a field inside a list's `data` or an
 * event's `data.object` is the object's field, so a schema written out twice (a list's items beside
 * the object) makes one change. Changes without a field (an error code, a status) differ by the operation they reach.
 */
const readerChangeKey = (change: LocatedChange) => (change.field ? [change.rule, change.field.replace(/^data\.(?:object\.)?/, ''), change.subject === 'enum-value' ? change.name : ''].join('|') : undefined);

const describeTarget = (target: string) => (target.startsWith('event:') ? `event \`${target.slice(6)}\`` : target);

/** Whether the entry's heading says the name in words: `counterparty_sector` in "counterparty sector is optional again". */
const headingNames = (entry: ChangelogEntry, name: string) => Boolean(name) && entry.title.toLowerCase().includes((name.split('.').at(-1) ?? name).replaceAll('_', ' ').toLowerCase());

/**
 * Which entry lists each change of its release. An entry claims a change by naming, in
 * backticks, the value (enum value, error code) or the field, parameter, header or event the
 * change is about; among several, the one naming an operation or event the change reaches, then
 * the one whose heading says it. A change with no name of its own (a whole request body, an
 * operation) goes to the one entry reaching it whose label fits. A change two entries claim
 * alike, or that no entry names, is a problem naming its place in the spec: the list under
 * each entry is the entry's own words held against the diff, never a guess.
 */
export function attributeChanges(entries: ChangelogEntry[], history: AttributedRelease[], file = 'docs/api/changelog.mdx'): { byEntry: Map<string, { entry: ChangelogEntry; change: LocatedChange }[]>; problems: AttributionProblem[] } {
  const byEntry = new Map<string, { entry: ChangelogEntry; change: LocatedChange }[]>();
  const problems: AttributionProblem[] = [];
  const targets = (entry: ChangelogEntry) => [...entry.operations, ...entry.events.map((event) => `event:${event}`)];
  const name = (entry: ChangelogEntry) => `${file}:${entry.line} "${entry.title}"`;
  for (const release of history) {
    const ofRelease = entries.filter((entry) => (release.coming ? entry.date > (release.previous ?? '') : entry.date === release.date));
    const releaseName = release.coming ? `the coming release` : release.date;
    const named = new Map(ofRelease.map((entry) => [entry.id, mentionedNames(entry)]));
    const listedUnder = new Map<string, { entry: ChangelogEntry; where: string }>();
    // A change made once in a shared schema is one change, wherever it reaches: an entry naming any of its operations or events can claim it.
    for (const group of groupChanges(release.changes)) {
      const instances = release.changes.filter((change) => change.class !== 'documentation' && sameGroup(change, group.change));
      const covering = ofRelease.filter((entry) => targets(entry).some((target) => group.targets.includes(target)));
      const { change } = group;
      const where = `${change.source.file}#${change.source.pointer}${change.source.line === undefined ? '' : ` (line ${change.source.line})`}`;
      const isValue = change.subject === 'enum-value' || change.subject === 'error-code';
      const nameless = !change.name || change.subject === 'operation';
      // A value (enum value, error code) is claimed by the entry naming the value, not the one naming its field.
      const naming = nameless ? [] : ofRelease.filter((entry) => (isValue ? named.get(entry.id)!.has(change.name) : mentions(named.get(entry.id)!, change)));
      const reaching = naming.filter((entry) => covering.includes(entry));
      let claimants = reaching.length > 0 ? reaching : naming;
      if (claimants.length > 1 && claimants.filter((entry) => headingNames(entry, change.field || change.name)).length === 1) claimants = claimants.filter((entry) => headingNames(entry, change.field || change.name));
      let chosen: ChangelogEntry | undefined;
      if (claimants.length === 1) chosen = claimants[0];
      else if (claimants.length > 1) {
        problems.push({ rule: 'change-claimed-twice', message: `${where}: "${change.text}" (${releaseName}) is named by ${claimants.map(name).join(' and ')}: name it in the one entry that describes it` });
        continue;
      } else if (nameless) {
        // Nothing to name: the one entry reaching it whose label fits the change (Breaking, Deprecated, then New, then Changed).
        const kinds: ChangelogEntry['kind'][] = change.breaking ? ['breaking'] : change.class === 'deprecation' ? ['deprecated'] : ['new', 'changed'];
        const fitting = covering.filter((entry) => kinds.includes(entry.kind));
        if (fitting.length === 1) chosen = fitting[0];
      }
      if (!chosen) {
        const reaches = covering.length > 0 ? `reaches ${covering.map(name).join(', ')}, and none names it` : 'is named by no entry of its release';
        problems.push({
          rule: 'change-not-attributed',
          message: `${where}: "${change.text}" (${releaseName}) ${reaches}: ${nameless ? 'link what it reaches in the one entry, labelled to fit, that describes it' : `name \`${change.field || change.name}\` in backticks in the entry that describes it`}`,
        });
        continue;
      }
      const key = readerChangeKey(change);
      const sameChange = key === undefined ? undefined : listedUnder.get(key);
      if (key !== undefined && !sameChange) listedUnder.set(key, { entry: chosen, where });
      else if (sameChange && sameChange.entry.id !== chosen.id) {
        problems.push({
          rule: 'change-split-across-entries',
          message: `${where}: "${change.text}" (${releaseName}) is listed under ${name(chosen)}, and the same change at ${sameChange.where} under ${name(sameChange.entry)}: one change goes under the one entry that describes it; link what it reaches there`,
        });
      }
      if (group.breaking && chosen.kind !== 'breaking') {
        problems.push({
          rule: 'breaking-listed-under-other-label',
          message: `${where}: "${change.text}" (${releaseName}) is breaking by the versioning rules (${change.rule}), and the entry that names it, ${name(chosen)}, is labelled ${KIND_LABELS[chosen.kind]}: label that entry Breaking, with **Act by:**`,
        });
      }
      if (!group.breaking && chosen.kind === 'new' && reachesExistingResponses(change, release.changes)) {
        problems.push({
          rule: 'new-label-reaches-existing-responses',
          message: `${where}: "${change.text}" (${releaseName}) ${change.subject === 'event' ? 'adds an event type, which every subscription with a wildcard in `enabled_events` receives unasked' : 'puts a new value into what integrations already receive'} (${change.rule}), and the entry that names it, ${name(chosen)}, is labelled New, which says nothing changes until you use it: label that entry Changed and say what an integration that reads the field must do`,
        });
      }
      // Fixed says the API already sent the value and only the reference was silent; an entry that does not say so announces a new one.
      if (!group.breaking && chosen.kind === 'fixed' && reachesExistingResponses(change, release.changes) && !ALREADY_DID.test(chosen.body)) {
        problems.push({
          rule: 'new-label-reaches-existing-responses',
          message: `${where}: "${change.text}" (${releaseName}) ${change.subject === 'event' ? 'adds an event type to what subscriptions receive' : 'puts a new value into what integrations already receive'} (${change.rule}), and the entry that names it, ${name(chosen)}, is labelled Fixed without saying the API already sent it: say so ("The API already …"), or label that entry Changed if the API starts sending it`,
        });
      }
      // The entry lists the change wherever it reaches: a shared schema changes every operation and event that returns it.
      const unnamed = group.targets.filter((target) => !targets(chosen).includes(target));
      if (unnamed.length > 0) {
        problems.push({
          rule: 'reach-not-named',
          message: `${where}: "${change.text}" (${releaseName}), listed under ${name(chosen)}, also reaches ${unnamed.map(describeTarget).join(', ')}: link ${unnamed.length === 1 ? 'it' : 'them'} under the entry's **Operations:** or **Events:**`,
        });
      }
      byEntry.set(chosen.id, [...(byEntry.get(chosen.id) ?? []), ...instances.map((instance) => ({ entry: chosen, change: instance }))]);
    }
  }
  return { byEntry, problems };
}

/** The target of a change listed once for every operation it reaches, when that is every operation of the API. */
export const EVERY_OPERATION = 'every-operation';

/** Where a response change's text says it is: ` in the 429 response`. */
const RESPONSE_PLACE = / in the (\d{3}) response/;

const statusOf = (change: LocatedChange) => change.status ?? RESPONSE_PLACE.exec(change.text)?.[1];

/**
 * The responses a change made in every operation reaches, in words: "in every response" only when
 * it reaches each response of each operation, "in every error response" when it reaches each
 * `4xx` and `5xx` and no other (naming one or two it misses), "in every response but the 429" when it reaches all of them but
 * those statuses; otherwise the statuses it reaches ("in the 429 response of every
 * operation"), so a header added to the rate-limit refusal does not read as sent always.
 */
export function responsesReached(instances: readonly LocatedChange[], operations: ReadonlyMap<string, OperationLink>): string {
  const reached = new Set(instances.map((change) => `${targetOf(change)}|${statusOf(change)}`));
  const statuses = [...new Set(instances.map(statusOf).filter((status): status is string => Boolean(status)))].sort();
  const known = [...operations.values()].every((op) => op.statuses !== undefined && op.statuses.length > 0);
  if (known) {
    // The statuses some operation has without the change.
    const missing = [...new Set([...operations].flatMap(([id, op]) => op.statuses!.filter((status) => !reached.has(`${id}|${status}`))))].sort();
    if (missing.length === 0) return 'in every response';
    if (statuses.length === 1) return `in the ${statuses[0]} response of every operation`;
    // Error responses only (the error object's shared schema): every one of them, or all but one or two named.
    const isError = (status: string) => Number(status) >= 400;
    if (statuses.every(isError)) {
      const errorsWithout = [...operations].flatMap(([id, op]) => op.statuses!.filter((status) => isError(status) && !reached.has(`${id}|${status}`)).map((status) => `${op.summary}'s ${status}`));
      if (errorsWithout.length === 0) return 'in every error response';
      if (errorsWithout.length <= 2) return `in every error response but ${errorsWithout.join(' and ')}`;
    }
    if (missing.length <= 2 && statuses.length > missing.length && missing.every((status) => !statuses.includes(status))) return `in every response but the ${missing.join(' and ')}`;
  }
  if (statuses.length === 1) return `in the ${statuses[0]} response of every operation`;
  // Each status in every operation, or only one of them in each.
  const eachEverywhere = statuses.every((status) => [...operations.keys()].every((id) => reached.has(`${id}|${status}`)));
  return eachEverywhere ? `in the ${statuses.slice(0, -1).join(', ')} and ${statuses.at(-1)} responses of every operation` : `in the ${statuses.join(' or ')} response of every operation`;
}

/** The spec changes each entry lists (`attributeChanges`), breaking ones first. */
export function changesByEntry(entries: ChangelogEntry[], history: AttributedRelease[], operations: ReadonlyMap<string, OperationLink>): Map<string, ListedChange[]> {
  const byEntry = new Map<string, ListedChange[]>();
  for (const [id, claimed] of attributeChanges(entries, history).byEntry) {
    // A change written once that every operation shows (a shared response header) is one line, not one per operation and status.
    const placeOf = (change: LocatedChange) => `${change.source.file}#${change.source.pointer}|${change.subject}|${change.action}|${change.name}`;
    const reached = new Map<string, Set<string>>();
    for (const { change } of claimed) reached.set(placeOf(change), (reached.get(placeOf(change)) ?? new Set()).add(targetOf(change)));
    const everywhere = (change: LocatedChange) => operations.size > 1 && [...operations.keys()].every((op) => reached.get(placeOf(change))!.has(op));
    const kept = new Set<string>();
    byEntry.set(
      id,
      claimed.flatMap(({ change }) => {
        if (!everywhere(change)) return [{ target: targetOf(change), breaking: change.breaking, text: change.text, href: hrefOf(change, operations) }];
        if (kept.has(placeOf(change))) return [];
        kept.add(placeOf(change));
        // No one page shows it for every operation: the line links nowhere.
        return [{ target: EVERY_OPERATION, breaking: change.breaking, text: change.text.replace(RESPONSE_PLACE, ` ${responsesReached(claimed.filter((c) => placeOf(c.change) === placeOf(change)).map((c) => c.change), operations)}`), href: '' }];
      }),
    );
  }
  // One field reached through each variant of a `oneOf` (SEPA, Faster Payments, ACH banking details) reads the same: one line.
  for (const [id, list] of byEntry) {
    const seen = new Set<string>();
    const distinct = list.filter((change) => !seen.has(`${change.target}|${change.text}|${change.href}`) && Boolean(seen.add(`${change.target}|${change.text}|${change.href}`)));
    byEntry.set(id, distinct.sort((a, b) => Number(b.breaking) - Number(a.breaking)));
  }
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
    if (target === EVERY_OPERATION) lines.push('- Every operation');
    else {
      const name = target.startsWith('event:') ? `Event \`${target.slice(6)}\`` : (operations.get(target)?.summary ?? target);
      const page = target.startsWith('event:') ? `${PAYLOADS_PAGE}#${payloadAnchor(target.slice(6))}` : (operations.get(target)?.route ?? '');
      lines.push(`- [${name}](${url(page)})`);
    }
    for (const change of byTarget.get(target)!) lines.push(`  - ${change.breaking ? '**Breaking:** ' : ''}${change.href ? `[${change.text}](${url(change.href)})` : change.text}`);
  }
  return lines.join('\n');
}
