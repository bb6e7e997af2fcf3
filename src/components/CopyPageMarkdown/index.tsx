import { useEffect, useState } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** URL of the page's Markdown twin, e.g. `/docs/guides/deposits.md`. */
  markdownUrl: string;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const CONFIRMATION_MS = 4000;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function copyMarkdown(url: string): Promise<void> {
  // Safari only lets a click write to the clipboard if the write starts at once,
  // so the text goes in as a promise where ClipboardItem takes one.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await fetchMarkdown(url));
}

/** A button that copies the page's Markdown version to the clipboard and says so. */
export default function CopyPageMarkdown({ markdownUrl }: Props) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = () => {
    setState('copying');
    copyMarkdown(markdownUrl).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={clsx('button button--sm', styles.button)} onClick={copy}>
        Copy page as Markdown
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && 'Copied'}
        {state === 'failed' && (
          <>
            Could not copy: <a href={markdownUrl}>open the Markdown</a>
          </>
        )}
      </span>
    </div>
  );
}
