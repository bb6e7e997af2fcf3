import { LookupError, NotFoundError } from './failures';
import { findOperation } from './operationIndex';
import type { Site } from './site';
import { nearest } from './text';
import { checkedDate, currentIndex, releaseChanges, type PublishedChange } from './view';

export interface ChangesQuery {
  since: string;
  operation?: string;
  tag?: string;
}

/**
 * What changed in the API after a date: the changes of every later release, from the diff the
 * changelog lists (the same changes, each with the entry that covers it), breaking first.
 */
export async function changesAnswer(site: Site, query: ChangesQuery): Promise<string> {
  const since = checkedDate(query.since, 'since');
  if (query.operation !== undefined && query.tag !== undefined) throw new LookupError('Give an operation or a tag, not both.');
  const [index, history] = await Promise.all([currentIndex(site), releaseChanges(site)]);
  let about = 'the whole API';
  let wanted = (change: PublishedChange) => Boolean(change);
  if (query.operation !== undefined) {
    const known = new Set(history.changes.map((change) => change.operationId));
    // An operation that is gone is still named by its changes.
    const operationId = known.has(query.operation.trim()) ? query.operation.trim() : findOperation(index, query.operation).operationId;
    about = `\`${operationId}\``;
    wanted = (change) => change.operationId === operationId;
  } else if (query.tag !== undefined) {
    const tags = index.tags.map((tag) => tag.name);
    const tag = tags.find((name) => name.toLowerCase() === query.tag!.trim().toLowerCase());
    if (!tag) throw new NotFoundError(`Tag \`${query.tag}\``, nearest(query.tag, tags, tags.length));
    about = `the ${tag} tag`;
    wanted = (change) => change.tags.includes(tag);
  }
  const releases = history.releases.filter((release) => release.date > since);
  const changes = history.changes.filter((change) => change.date > since && wanted(change));
  const summaries = new Map(index.operations.map((op) => [op.operationId, `${op.summary} (\`${op.method.toUpperCase()} ${op.path}\`)`]));
  const lines = [
    `# What changed since ${since}: ${about}`,
    releases.length === 0
      ? `No release after ${since}: the latest is ${history.releases.at(-1)?.date ?? 'none'}.`
      : `${changes.length} change${changes.length === 1 ? '' : 's'} in ${releases.length} release${releases.length === 1 ? '' : 's'} (${releases.map((release) => `${release.date}: ${release.spec}`).join('; ')}), ${changes.filter((change) => change.breaking).length} breaking. get_operation or get_schema with as_of gives either side.`,
  ];
  const line = (change: PublishedChange) =>
    `- ${change.date} · ${change.event ? `event \`${change.event}\`` : (summaries.get(change.operationId ?? '') ?? `\`${change.operationId}\``)}: ${change.text} ${change.url} · changelog: ${change.entry.title} (${change.entry.url})`;
  for (const [title, breaking] of [['Breaking', true], ['Not breaking', false]] as const) {
    const group = changes.filter((change) => change.breaking === breaking);
    if (group.length > 0) lines.push('', `## ${title}`, ...group.map(line));
  }
  return lines.join('\n');
}
