import { useEffect, useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import data from '@generated/changelog-feed/default/changelog-filter.json';
import type { ChangeKind } from '../../parse';
import ChangeLabel from '../ChangeLabel';
import styles from './styles.module.css';

interface Entry {
  id: string;
  date: string;
  kind: ChangeKind;
  title: string;
  operations: string[];
  tags: string[];
  /** The entry's heading and everything up to the next entry or date. */
  parts: HTMLElement[];
}

/** The entries as the page renders them: each `h3[data-date]` with the elements of its section. */
function readEntries(root: HTMLElement): { entries: Entry[]; dates: { heading: HTMLElement; parts: HTMLElement[]; entries: Entry[] }[] } {
  const entries: Entry[] = [];
  const dates: { heading: HTMLElement; parts: HTMLElement[]; entries: Entry[] }[] = [];
  let current: Entry | undefined;
  let date: (typeof dates)[number] | undefined;
  for (const element of Array.from(root.children) as HTMLElement[]) {
    if (element.tagName === 'H2') {
      current = undefined;
      date = element.id && /^\d{4}-\d{2}-\d{2}$/.test(element.id) ? { heading: element, parts: [], entries: [] } : undefined;
      if (date) dates.push(date);
      continue;
    }
    if (element.tagName === 'H3' && element.dataset.date) {
      current = {
        id: element.id,
        date: element.dataset.date,
        // The page writes data-kind from the parsed entry (remarkReleaseChanges), so it is a ChangeKind.
        kind: element.dataset.kind as ChangeKind,
        title: (element.textContent ?? '').replace(/\u200b/gi, '').replace(/^\w+: /, '').trim(),
        operations: (element.dataset.operations ?? '').split(' ').filter(Boolean),
        tags: (element.dataset.tags ?? '').split('|').filter(Boolean),
        parts: [element],
      };
      entries.push(current);
      date?.entries.push(current);
      continue;
    }
    if (current) current.parts.push(element);
    else date?.parts.push(element);
  }
  return { entries, dates };
}

/** Hides the sections of the other entries, and the dates left without one. */
function showOnly(page: ReturnType<typeof readEntries>, entries: Entry[]): void {
  const shown = new Set(entries);
  for (const entry of page.entries) for (const part of entry.parts) part.hidden = !shown.has(entry);
  for (const date of page.dates) {
    const empty = !date.entries.some((entry) => shown.has(entry));
    for (const part of [date.heading, ...date.parts]) part.hidden = empty;
  }
}

function readQuery(): { since: string; about: string } {
  const params = new URLSearchParams(window.location.search);
  return { since: params.get('since') ?? '', about: params.get('about') ?? '' };
}

/**
 * "What changed since": narrows the changelog to the entries after a date and about an operation
 * or tag, and lists them breaking first. Without JavaScript it renders nothing and the page shows
 * every entry; with it, it hides the other entries' sections (the page's own static HTML).
 */
export default function ChangelogFilter() {
  const isBrowser = useIsBrowser();
  // The choice starts from the address (`?since=2026-09-01&about=op:...`), so a narrowed view can be shared.
  const initial = useMemo(() => (isBrowser ? readQuery() : { since: '', about: '' }), [isBrowser]);
  const [chosenSince, setSince] = useState<string>();
  const [chosenAbout, setAbout] = useState<string>();
  const since = chosenSince ?? initial.since;
  const about = chosenAbout ?? initial.about;
  const root = useMemo(() => (isBrowser ? document.querySelector<HTMLElement>('.theme-doc-markdown') : null), [isBrowser]);

  const page = useMemo(() => (root ? readEntries(root) : undefined), [root]);
  const matching = useMemo(() => {
    if (!page) return [];
    const [kind, value] = about.split(':', 2);
    return page.entries.filter(
      (entry) =>
        (!since || entry.date > since) && (!about || (kind === 'tag' ? entry.tags.includes(value) : kind === 'op' ? entry.operations.includes(value) : true)),
    );
  }, [page, since, about]);
  const active = Boolean(since || about);

  useEffect(() => {
    if (!page) return undefined;
    showOnly(page, active ? matching : page.entries);
    const params = new URLSearchParams();
    if (since) params.set('since', since);
    if (about) params.set('about', about);
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
    return () => showOnly(page, page.entries);
  }, [page, matching, active, since, about]);

  if (!page) return null;
  const breakingFirst = [...matching].sort((a, b) => Number(b.kind === 'breaking') - Number(a.kind === 'breaking') || b.date.localeCompare(a.date));
  return (
    <section className={styles.filter} aria-labelledby="changelog-filter-title">
      <p id="changelog-filter-title" className={styles.title}>
        What changed since
      </p>
      <div className={styles.fields}>
        <label>
          After
          <input type="date" value={since} onChange={(event) => setSince(event.target.value)} />
        </label>
        <label>
          About
          <select value={about} onChange={(event) => setAbout(event.target.value)}>
            <option value="">Every operation</option>
            {data.tags.map((tag) => (
              <optgroup key={tag.name} label={tag.name}>
                <option value={`tag:${tag.name}`}>All of {tag.name}</option>
                {tag.operations.map((op) => (
                  <option key={op.id} value={`op:${op.id}`}>
                    {op.summary}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {active ? (
          <button
            type="button"
            className={styles.reset}
            onClick={() => {
              setSince('');
              setAbout('');
            }}>
            Show every entry
          </button>
        ) : null}
      </div>
      {active ? (
        <div role="status">
          <p className={styles.count}>
            {matching.length === 0 ? 'No entry matches.' : `${matching.length} ${matching.length === 1 ? 'entry' : 'entries'}, breaking first:`}
          </p>
          {matching.length > 0 ? (
            <ol className={styles.results}>
              {breakingFirst.map((entry) => (
                <li key={entry.id}>
                  <time dateTime={entry.date}>{entry.date}</time> <ChangeLabel kind={entry.kind} />{' '}
                  <a href={`#${entry.id}`}>{entry.title.charAt(0).toUpperCase() + entry.title.slice(1)}</a>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
