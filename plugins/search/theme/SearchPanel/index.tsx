import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { SEARCH_SCRIPT_PATH } from '../../client/bundle';
import { searchSite, searchTerms, type Pagefind, type SearchHit } from '../../client/engine';
import { loadPagefind } from '../../client/loadPagefind';
import styles from './styles.module.css';

interface Props {
  /** The query the panel opens with. */
  initialQuery?: string;
  /** Called with each query as it is typed (the search page keeps it in the URL). */
  onQueryChange?: (query: string) => void;
  /** Called when a result is chosen, after navigation starts (the dialog closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

/**
 * The longest typing must pause for a ranked query's hits to show: a typist's keys come 100–300 ms
 * apart, a word's end longer; Pagefind's own UI waits 300 ms. The pause waited is one and a half
 * of the last gap between keys, up to this: keys that come at once (a paste, a burst) show their
 * hits at once, steady typing shows them when the typist stops.
 */
export const TYPING_PAUSE_MS = 150;

/** How much longer than the last gap between keys a pause must be to be one. */
const PAUSE_PER_GAP = 1.5;

type Status = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; query: string; hits: SearchHit[] };

function statusText(status: Status): string {
  if (status.state === 'loading') return 'Loading search…';
  if (status.state === 'failed') {
    if (process.env.NODE_ENV === 'development') return 'Search needs the built site: run npm run build, then npm run serve.';
    return 'Search could not load. Check your connection and try again.';
  }
  // Nothing to search yet: no word of three letters that is not a stop word ("how do I", "ca").
  if (!searchTerms(status.query)) return 'Search guides, endpoints, fields, error codes and webhook events.';
  const count = status.hits.length;
  if (count === 0) return `No results for “${status.query}”.`;
  return `${count} result${count === 1 ? '' : 's'} for “${status.query}”.`;
}

/**
 * A search box with its results: a combobox whose list the arrow keys move through and Enter
 * opens; the count of results is announced. Used by the search dialog and the search page.
 */
export default function SearchPanel({ initialQuery = '', onQueryChange, onNavigate, autoFocus = false }: Props): ReactNode {
  const id = useId();
  const history = useHistory();
  const scriptUrl = useBaseUrl(SEARCH_SCRIPT_PATH);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [pagefind, setPagefind] = useState<Pagefind>();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
    loadPagefind(scriptUrl).then(setPagefind, () => setStatus({ state: 'failed' }));
  }, [autoFocus, scriptUrl]);

  // One search at a time, always for the latest query: keys typed while a search runs are
  // searched together when it ends, so fast typing never queues a search per key. A ranked query
  // shows its hits (and downloads their fragments) once typing pauses: the queries typed on the
  // way to a long question each cost their hits' fragments, for a list nobody reads.
  const latestQuery = useRef(query);
  const typedAt = useRef(0);
  const pause = useRef(0);
  const searching = useRef(false);
  /** Resolves once no key has been typed for the pause the typing's pace asks for. */
  const typingPaused = async () => {
    for (let wait = typedAt.current + pause.current - Date.now(); wait > 0; wait = typedAt.current + pause.current - Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  useEffect(() => {
    if (latestQuery.current !== query) {
      const now = Date.now();
      pause.current = Math.min(TYPING_PAUSE_MS, PAUSE_PER_GAP * (now - typedAt.current));
      typedAt.current = now;
    }
    latestQuery.current = query;
    if (!pagefind || searching.current) return;
    searching.current = true;
    (async () => {
      for (;;) {
        const searched = latestQuery.current;
        const found = await searchSite(pagefind, searched, () => typingPaused().then(() => latestQuery.current === searched));
        if (found && latestQuery.current === searched) {
          searching.current = false;
          setStatus({ state: 'ready', query: searched, hits: found });
          setActive(0);
          return;
        }
      }
    })().catch(() => {
      searching.current = false;
      setStatus({ state: 'failed' });
    });
  }, [pagefind, query]);

  const hits = status.state === 'ready' ? status.hits : [];
  const optionId = (index: number) => `${id}-hit-${index}`;

  function open(hit: SearchHit) {
    history.push(hit.url);
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active]);
    }
  }

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id is stable for the panel's life
  }, [active]);

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 1 1 1.5-1.5zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z" fill="currentColor" />
        </svg>
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? `${id}-hits` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder="Search the docs"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p role="status" className={styles.status}>
        {statusText(status)}
      </p>
      {hits.length > 0 && (
        <ul id={`${id}-hits`} role="listbox" aria-label="Search results" className={styles.hits}>
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.hit}
              onMouseMove={() => index !== active && setActive(index)}
            >
              {/* A plain link: Docusaurus's <Link> would prefetch every result's page as it appears. */}
              <a
                href={hit.url}
                tabIndex={-1}
                className={styles.hitLink}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  open(hit);
                }}
              >
                <span className={styles.hitHead}>
                  <span className={styles.hitTitle} data-search-title>
                    {hit.title}
                  </span>
                  <span className={styles.hitKind}>{hit.kind}</span>
                </span>
                {hit.section && <span className={hit.sectionIsCode ? styles.hitField : styles.hitSection}>{hit.section}</span>}
                {/* Pagefind's excerpt: indexed text, escaped, with <mark> around the matched words. */}
                <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
