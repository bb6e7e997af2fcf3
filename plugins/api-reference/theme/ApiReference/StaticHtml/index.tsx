import type { MouseEvent } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Built at generation time by render/html.ts. */
  html: string;
}

/** Copies the code of the block whose copy button was pressed. */
async function copyCode(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-copy]');
  const code = button?.closest('.ref-code-body')?.querySelector('code');
  if (!button || !code) return;
  await navigator.clipboard.writeText(code.textContent ?? '');
  button.textContent = 'Copied';
  button.setAttribute('aria-label', 'Copied');
  window.setTimeout(() => {
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
  }, 2000);
}

/**
 * A static part of an endpoint page, rendered to HTML at build time: React does not walk
 * it on hydration. The only behaviour it needs, copy buttons, is delegated here.
 */
export default function StaticHtml({ html }: Props) {
  return <div className={styles.static} onClick={copyCode} dangerouslySetInnerHTML={{ __html: html }} />;
}
