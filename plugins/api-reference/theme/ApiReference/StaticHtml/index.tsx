import { useEffect, useRef, type MouseEvent } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  /** Built at generation time by render/html.ts. */
  html: string;
}

/** The event a response's "Show example" button sends; the code column (EndpointCode) shows that status. */
export const SHOW_RESPONSE_EVENT = 'ledgerline:show-response';

const ID_ATTRIBUTE = / id="([^"]+)"/g;
const HREF_ATTRIBUTE = / href="([^"]+)"/g;
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

/**
 * Where a click on a link goes when the router can show it without loading a page, as
 * Docusaurus's Link does: a plain left click, in this tab, to another page of the site (not
 * a file such as the spec download, not an anchor on this page, which the browser scrolls to).
 */
function routedTarget(event: MouseEvent, link: HTMLAnchorElement): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * A static part of a page, rendered to HTML (at build time for endpoint pages): React does not
 * walk it on hydration. Its behaviour (copy, expand all, show a response's example, links to
 * other pages that the router shows without a page load) is delegated here; the buttons that
 * need a script start hidden and are shown once it runs. Its anchor ids and its links are
 * registered with the build's broken-link and broken-anchor checks.
 */
export default function StaticHtml({ html }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  // Only the build's render collects (in the browser both calls do nothing): no scan of the HTML on hydration.
  if (!ExecutionEnvironment.canUseDOM) {
    for (const [, id] of html.matchAll(ID_ATTRIBUTE)) brokenLinks.collectAnchor(unescapeAttribute(id));
    for (const [, href] of html.matchAll(HREF_ATTRIBUTE)) brokenLinks.collectLink(unescapeAttribute(href));
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    const routed = link && routedTarget(event, link);
    if (routed) {
      event.preventDefault();
      history.push(routed);
      return;
    }
    const button = target.closest<HTMLButtonElement>('button');
    if (!button) return;
    if (button.hasAttribute('data-copy')) void copyCode(button);
    else if (button.hasAttribute('data-expand-all')) expandAll(button, event.currentTarget);
    else if (button.dataset.showExample) window.dispatchEvent(new CustomEvent(SHOW_RESPONSE_EVENT, { detail: button.dataset.showExample }));
  };

  useEffect(() => {
    root.current?.querySelectorAll<HTMLButtonElement>('button[hidden][data-expand-all], button[hidden][data-show-example]').forEach((button) => {
      button.hidden = false;
    });
  }, [html]);

  return <div ref={root} className={styles.static} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
