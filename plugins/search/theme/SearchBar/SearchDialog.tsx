import React, { useEffect, useRef, type ReactNode } from 'react';
import SearchPanel from '../SearchPanel';
// Its own styles: they load with the dialog, not with every page.
import styles from './SearchDialog.module.css';

interface Props {
  onClose: () => void;
}

/**
 * The search dialog: a modal `<dialog>` (focus stays inside, Escape closes it, the page
 * behind is inert), full-screen on phones. Loaded only when search is first opened.
 */
export default function SearchDialog({ onClose }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('close', onClose);
      if (element.open) element.close();
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <SearchPanel autoFocus onNavigate={() => dialog.current?.close()} />
      <p className={styles.footer} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </dialog>
  );
}
