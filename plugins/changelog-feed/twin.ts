import { changesMarkdown, comingSpecMarkdown, releaseSpecPath, releaseSpecsMarkdown, RELEASE_SPECS_ELEMENT } from './releaseChanges';
import type { ChangelogWithChanges } from './index';
import { NO_NOTICE_LINE, noticeMarkdown } from './notice';

const HEADING = /^(#{2,3}) .*\{#([a-z0-9-]+)\}\s*$/;

/**
 * The changelog page's MDX with, as on the page, each entry's spec changes under its text and
 * each snapshot's downloads under its date: what its Markdown twin is written from. `url` makes
 * site paths absolute.
 */
export function withReleaseChanges(source: string, changelog: ChangelogWithChanges, url: (path: string) => string): string {
  const relinked = source.replace(/\]\(\/docs\/([a-z0-9-]+)(#[^)]*)?\)/g, (link, pageId: string) => {
    const spec = changelog.removedPages.get(pageId);
    return spec ? `](${url(spec)})` : link;
  });
  const lines = relinked.split('\n');
  const out: string[] = [];
  let pending: string | undefined;
  let inFence = false;
  let current: ChangelogWithChanges['entries'][number] | undefined;
  const flush = () => {
    if (pending) out.push(pending, '');
    pending = undefined;
  };
  for (const line of lines) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (!inFence && current?.noNotice && line.trim() === NO_NOTICE_LINE) {
      out.push(noticeMarkdown(current, url('/docs/api/intro#versioning')));
      continue;
    }
    if (!inFence && line.trim() === `<${RELEASE_SPECS_ELEMENT} />`) {
      out.push(releaseSpecsMarkdown(changelog.releases, changelog.comingSince ?? null, url));
      continue;
    }
    const match = inFence ? null : HEADING.exec(line);
    if (!inFence && /^#{1,3} /.test(line)) flush();
    out.push(line);
    if (!match) continue;
    const [, level, id] = match;
    current = level === '###' ? changelog.entries.find((entry) => entry.id === id) : undefined;
    if (level === '##' && changelog.releases.includes(id)) {
      out.push('', `The spec as released on ${id}: [YAML](${url(releaseSpecPath(id, 'yaml'))}), [JSON](${url(releaseSpecPath(id, 'json'))}).`);
    }
    if (level === '##' && changelog.comingSince && /^\d{4}-\d{2}-\d{2}$/.test(id) && id > changelog.comingSince) out.push('', comingSpecMarkdown(url, id));
    if (level === '###') pending = changesMarkdown(changelog.changes.get(id) ?? [], changelog.operations, url) || undefined;
  }
  flush();
  return out.join('\n');
}
