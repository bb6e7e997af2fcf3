import { useEffect, useRef, type MouseEvent } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  /** Built at generation time by render/html.ts. */
  html: string;
}

/** The event a response's "Show example" button sends; the code column (EndpointCode) shows that status. */
export const SHOW_RESPONSE_EVENT = 'ledgerline:show-response';

const ID_ATTRIBUTE = / id="([^"]+)"/g;
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Copies the code of the block whose copy button was pressed. */
async function copyCode(button: HTMLButtonElement) {
  const code = button.closest('.ref-code-body')?.querySelector('code');
  if (!code) return;
  await navigator.clipboard.writeText(code.textContent ?? '');
  button.textContent = 'Copied';
  button.setAttribute('aria-label', 'Copied');
  window.setTimeout(() => {
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
  }, 2000);
}

/** Opens every nested field of the button's schema, or closes them all when all are open. */
function expandAll(button: HTMLButtonElement, root: HTMLElement) {
  const scope = button.closest<HTMLElement>('.ref-content, .ref-group') ?? root;
  const nested = Array.from(scope.querySelectorAll<HTMLDetailsElement>('details.ref-nested'));
  const open = nested.some((details) => !details.open);
  for (const details of nested) details.open = open;
  button.textContent = open ? 'Collapse all' : 'Expand all';
}

function onClick(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
  if (!button) return;
  if (button.hasAttribute('data-copy')) void copyCode(button);
  else if (button.hasAttribute('data-expand-all')) expandAll(button, event.currentTarget);
  else if (button.dataset.showExample) window.dispatchEvent(new CustomEvent(SHOW_RESPONSE_EVENT, { detail: button.dataset.showExample }));
}

/**
 * A static part of an endpoint page, rendered to HTML at build time: React does not walk
 * it on hydration. Its behaviour (copy, expand all, show a response's example) is delegated
 * here; the buttons that need a script start hidden and are shown once it runs. Its anchor
 * ids are registered with the build's broken-anchor check, so links to fields resolve.
 */
export default function StaticHtml({ html }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const brokenLinks = useBrokenLinks();
  for (const [, id] of html.matchAll(ID_ATTRIBUTE)) brokenLinks.collectAnchor(unescapeAttribute(id));

  useEffect(() => {
    root.current?.querySelectorAll<HTMLButtonElement>('button[hidden][data-expand-all], button[hidden][data-show-example]').forEach((button) => {
      button.hidden = false;
    });
  }, [html]);

  return <div ref={root} className={styles.static} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
