/**
 * An example shows the API as it was at the example's moment: the release in effect then (the
 * latest `examples/releases/<date>.yaml` on or before it) sends every event type it shows, and names
 * every sandbox value whose outcome it shows, and has every field and enum value it shows.
 */
import type { ReleaseSnapshot } from '../../../plugins/api-diff/releases';
import type { PathIndex, SchemaPaths } from './release-schema-paths';
import type { OpenApiDocument } from './spec';
import type { WorldProblem } from './world';
import type { ExampleSource, Path } from './world-sources';
import { isRecord } from '../../../plugins/api-model/isRecord';

/** What one release defines, as the checks read it. */
export interface ReleaseFacts {
  date: string;
  file: string;
  events: Set<string>;
  /** The release's text, where it names sandbox values (`ending in \`93\``, `kyc_rejected`, `sandbox_card_payment`). */
  text: string;
}

export const releaseFacts = (release: ReleaseSnapshot, document: OpenApiDocument, text: string): ReleaseFacts => ({
  date: release.date,
  file: release.file,
  events: new Set(Object.keys(document.webhooks ?? {})),
  text,
});

/** The release in effect on a day: the latest on or before it (the first one for a day before any snapshot). */
export const releaseOn = <Release extends { date: string }>(releases: Release[], day: string): Release => releases.filter((release) => release.date <= day).at(-1) ?? releases[0];

interface Dated {
  id: string;
  where: string;
  value: Record<string, unknown>;
  /** The example's moment: its event's `created_at`, else its own `updated_at`, else its `created_at`. */
  moment: string;
  /** Where a part of the object (by its path inside it) was written. */
  at(path: Path): string;
}

/** Every object with an id and the moment the example shows it at: an event's payload is as of the event. */
export function datedObjects(sources: ExampleSource[]): Dated[] {
  const dated: Dated[] = [];
  const visit = (node: unknown, path: Path, source: ExampleSource, eventMoment: string | undefined) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index], source, eventMoment));
    if (!isRecord(node)) return;
    const own = node.object === 'event' && typeof node.created_at === 'string' ? node.created_at : undefined;
    const moment = own ?? eventMoment ?? [node.updated_at, node.created_at].find((stamp): stamp is string => typeof stamp === 'string');
    if (typeof node.id === 'string' && typeof node.object === 'string' && moment) dated.push({ id: node.id, where: source.where(path), value: node, moment, at: (inside) => source.where([...path, ...inside]) });
    for (const [name, child] of Object.entries(node)) visit(child, [...path, name], source, own ?? eventMoment);
  };
  for (const source of sources) visit(source.value, [], source, undefined);
  return dated;
}

const inEffect = (release: { file: string }, moment: string) => `the release in effect on ${moment.slice(0, 10)} (${release.file})`;

/** Rule `event-before-release`: an event example's type is one the release in effect at its `created_at` sends. */
export function eventsBeforeRelease(objects: Dated[], releases: ReleaseFacts[]): WorldProblem[] {
  return objects.flatMap((object) => {
    const release = releaseOn(releases, object.moment.slice(0, 10));
    const type = object.value.object === 'event' ? object.value.type : undefined;
    if (typeof type !== 'string' || release.events.has(type)) return [];
    return [{ rule: 'event-before-release', message: `${object.id} is a \`${type}\` event created ${object.moment}, but ${inEffect(release, object.moment)} sends no \`${type}\`; date the example on or after the release that added it`, places: [object.where] }];
  });
}

/** The sandbox values the guide gives an outcome to. */
export interface SandboxValues {
  fileNames: string[];
  endings: Set<number>;
}

/**
 * Rule `sandbox-value-before-release`: a sandbox value only chooses its outcome from the release
 * that names it, so an example dated before shows none: a payment or withdrawal amount ending in
 * the guide's digits (named as "ending in `NN`"), a KYC file named after the guide's names, a card
 * carrying `sandbox_card_payment`.
 */
export function sandboxValuesBeforeRelease(objects: Dated[], releases: ReleaseFacts[], values: SandboxValues): WorldProblem[] {
  const problems: WorldProblem[] = [];
  for (const object of objects) {
    const release = releaseOn(releases, object.moment.slice(0, 10));
    const { value } = object;
    const shown: [string, string, string][] = [];
    const amount = isRecord(value.amount) ? value.amount.amount : undefined;
    const ending = typeof amount === 'number' ? amount % 100 : undefined;
    if ((value.type === 'payment' || value.type === 'withdrawal') && ending !== undefined && values.endings.has(ending)) {
      const digits = String(ending).padStart(2, '0');
      shown.push([`the amount ${String(amount)}, ending in \`${digits}\``, `ending in \`${digits}\``, `ending in \`${digits}\``]);
    }
    const fileName = typeof value.file_name === 'string' ? value.file_name.replace(/\.[^.]+$/, '') : undefined;
    if (value.object === 'kyc_document' && fileName && values.fileNames.includes(fileName)) shown.push([`the file name \`${String(value.file_name)}\``, `\`${fileName}`, `\`${fileName}\``]);
    if (isRecord(value.metadata) && 'sandbox_card_payment' in value.metadata) shown.push(['`sandbox_card_payment`', 'sandbox_card_payment', '`sandbox_card_payment`']);
    for (const [what, , words] of shown.filter(([, named]) => !release.text.includes(named))) {
      problems.push({ rule: 'sandbox-value-before-release', message: `${object.id} as of ${object.moment} shows ${what}, a sandbox value ${inEffect(release, object.moment)} gives no outcome (it names no ${words})`, places: [object.where] });
    }
  }
  return problems;
}

/** One version of the spec as the field check reads it: a release snapshot, or the spec now from the coming release's date. */
export interface ReleaseSchema {
  date: string;
  file: string;
  paths: SchemaPaths;
}

const indexOf = (paths: SchemaPaths, value: Record<string, unknown>): PathIndex | undefined =>
  value.object === 'event' ? (typeof value.type === 'string' ? paths.events.get(value.type) : undefined) : typeof value.object === 'string' ? paths.objects.get(value.object) : undefined;

/**
 * Rule `field-before-release`: an example shown as of a moment (an event's `created_at`, an
 * object's latest timestamp) shows only the fields and enum values of the release in effect then.
 * Only what the spec now has counts: a path the spec never had is the schema checks' to report.
 * A nested object with its own id and `object` is checked as itself.
 */
export function fieldsBeforeRelease(objects: Dated[], versions: ReleaseSchema[]): WorldProblem[] {
  const now = versions.at(-1)!;
  const problems: WorldProblem[] = [];
  for (const object of objects) {
    const version = releaseOn(versions, object.moment.slice(0, 10));
    const then = indexOf(version.paths, object.value);
    const current = indexOf(now.paths, object.value);
    if (version === now || !then || !current) continue;
    const report = (path: Path, what: string) =>
      problems.push({ rule: 'field-before-release', message: `${object.id} as of ${object.moment} shows ${what} ${inEffect(version, object.moment)} does not have; date the example on or after the release that added it`, places: [object.at(path)] });
    const visit = (node: unknown, path: Path, key: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index], `${key}[]`));
      if (typeof node === 'string' && key) {
        const values = then.get(key);
        if (values && current.get(key) !== undefined && !values.has(node)) report(path, `\`${key}\` ${JSON.stringify(node)}, a value`);
        return;
      }
      if (!isRecord(node) || (path.length > 0 && typeof node.id === 'string' && typeof node.object === 'string')) return;
      for (const [name, child] of Object.entries(node)) {
        const named = key ? `${key}.${name}` : name;
        const field = then.has(named) || !then.has(`${key}.*`) ? named : `${key}.*`;
        if (!then.has(field) && current.has(field)) report([...path, name], `\`${field}\`, a field`);
        else if (then.has(field)) visit(child, [...path, name], field);
      }
    };
    visit(object.value, [], '');
  }
  return problems;
}
