import React, { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const SearchDialog = lazy(() => import('./SearchDialog'));

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The navbar's search button. Ctrl+K, ⌘K and `/` open it too. Nothing of search (the dialog's
 * code, Pagefind, the index) is downloaded until it is opened.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  // The server render cannot know the platform; the label settles after hydration.
  const shortcut = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K';
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const modK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTypingTarget(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* The name is the visible label, "Search" (WCAG 2.5.3, Label in Name); the shortcut is
          announced from aria-keyshortcuts, so its key cap stays out of the name. */}
      <button type="button" className={styles.button} aria-keyshortcuts="Control+K Meta+K /" onClick={() => setOpen(true)}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M14.4 12.9l4.3 4.3-1.5 1.5-4.3-4.3a7.5 7.5 0 1 1 1.5-1.5zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z" fill="currentColor" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
