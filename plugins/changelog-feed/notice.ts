import type { ChangelogEntry } from './parse';

/** The line a Breaking entry carries when it took effect the day it was announced: no notice was given. */
export const NO_NOTICE_LINE = '**Notice:** none';

/** Whether a Breaking entry gave no time to act: its Act by date is not after the date it was announced (its release date). */
export const shippedWithoutNotice = (entry: Pick<ChangelogEntry, 'kind' | 'date' | 'actBy'>) => entry.kind === 'breaking' && entry.actBy !== undefined && entry.actBy <= entry.date;

/** What the page, its twin and the feed show for `**Notice:** none`, from the entry's dates. */
export function noticeMarkdown(entry: Pick<ChangelogEntry, 'date' | 'actBy'>, versioningLink = '/docs/api/intro#versioning'): string {
  return `**Shipped without notice:** announced on ${entry.date}, the day it took effect (Act by ${entry.actBy}), so no integration could act before it. The [versioning rules](${versioningLink}) promise notice of a breaking change; this one broke that promise.`;
}

/** An entry's Markdown with its `**Notice:** none` line rendered. */
export function withNotice(markdown: string, entry: Pick<ChangelogEntry, 'date' | 'actBy'>): string {
  return markdown.replace(/^\*\*Notice:\*\* none\s*$/m, noticeMarkdown(entry));
}
