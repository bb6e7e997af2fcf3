import type { ChangelogEntry } from './parse';

/** The line a Breaking entry carries when it took effect the day it was announced: no notice was given. */
export const NO_NOTICE_LINE = '**Notice:** none';

/** Whether a Breaking entry gave no time to act: its Act by date is not after the date it was announced (its release date). */
export const shippedWithoutNotice = (entry: Pick<ChangelogEntry, 'kind' | 'date' | 'actBy'>) => entry.kind === 'breaking' && entry.actBy !== undefined && entry.actBy <= entry.date;

/** What the page, its twin and the feed show for `**Notice:** none`, from the entry's dates. */
export function noticeMarkdown(entry: Pick<ChangelogEntry, 'date' | 'actBy'>, versioningLink = '/docs/api/intro#versioning'): string {
  return `**Shipped without notice:** announced on ${entry.date}, the day it took effect (Act by ${entry.actBy}), so no integration could act before it. The [versioning rules](${versioningLink}) promise at least 90 days' notice of a breaking change; this one broke that promise.`;
}

/** An entry's Markdown with its `**Notice:** none` line rendered. */
export function withNotice(markdown: string, entry: Pick<ChangelogEntry, 'date' | 'actBy'>): string {
  return markdown.replace(/^\*\*Notice:\*\* none[ \t]*$/m, noticeMarkdown(entry));
}

/** A Breaking entry that shipped without notice, as the versioning rules list it. */
export interface EntryWithoutNotice {
  id: string;
  date: string;
  title: string;
}

/** What the versioning rules' list of breaking changes shipped without notice reads (`breaking-without-notice.json`). */
export interface BreakingWithoutNoticeData {
  /** The changelog page's route. */
  pagePath: string;
  /** Newest first. */
  entries: EntryWithoutNotice[];
}

export function breakingWithoutNotice(entries: ChangelogEntry[], pagePath: string): BreakingWithoutNoticeData {
  return {
    pagePath,
    entries: entries
      .filter((entry) => entry.noNotice)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ id, date, title }) => ({ id, date, title })),
  };
}

/** The sentence that introduces the list, or says there is nothing to list. */
export const withoutNoticeLead = (data: BreakingWithoutNoticeData) =>
  data.entries.length === 0 ? 'No breaking change inside `v1` has shipped without that notice.' : 'Breaking changes inside `v1` that shipped without that notice, each in effect the day it was announced:';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list as Markdown (the page's twin); `url` makes the changelog's path absolute. */
export function breakingWithoutNoticeMarkdown(data: BreakingWithoutNoticeData, url: (path: string) => string = (p) => p): string {
  return [withoutNoticeLead(data), '', ...data.entries.map((entry) => `- ${entry.date}: [${sentenceCase(entry.title)}](${url(`${data.pagePath}#${entry.id}`)})`)].join('\n').trim();
}
