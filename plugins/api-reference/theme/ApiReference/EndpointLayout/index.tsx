import { useEffect, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** The page's parts: `.ref-column--request`, the code column (EndpointCode), `.ref-column--responses`. */
  children: ReactNode;
}

/**
 * A field named by the URL's fragment may sit in a collapsed `<details>`: open its ancestors
 * and bring it into view, on load and whenever the fragment changes.
 */
function revealTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  let opened = false;
  for (let element = target.parentElement; element; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement && !element.open) {
      element.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
}

/**
 * The endpoint page's layout: one column on narrow screens (the request, the code, the
 * responses); from 1280 px, two columns with the code column beside the request and the
 * responses, and the table of contents folded into "On this page" above the title.
 */
export default function EndpointLayout({ children }: Props) {
  useEffect(() => {
    revealTarget();
    window.addEventListener('hashchange', revealTarget);
    return () => window.removeEventListener('hashchange', revealTarget);
  }, []);
  return <div className={styles.layout}>{children}</div>;
}
