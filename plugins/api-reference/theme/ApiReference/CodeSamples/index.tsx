import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { createStorageSlot } from '@docusaurus/theme-common';
import type { CodeSample } from '../../../view/types';
import StaticHtml from '../StaticHtml';
import styles from './styles.module.css';

interface Props {
  samples: CodeSample[];
}

/** The reader's language, remembered across pages and reloads. */
const languageSlot = createStorageSlot('ledgerline.code-sample-language');
const CHANGE_EVENT = 'ledgerline:code-sample-language';

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Code samples in every language, all in the server HTML; a tab list (WAI-ARIA tabs
 * pattern, automatic activation) shows one at a time.
 */
export default function CodeSamples({ samples }: Props) {
  const baseId = useId();
  const [selected, setSelected] = useState(samples[0]?.id);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const sync = () => {
      const stored = languageSlot.get();
      if (stored && samples.some((s) => s.id === stored)) setSelected(stored);
    };
    sync();
    window.addEventListener(CHANGE_EVENT, sync);
    return () => window.removeEventListener(CHANGE_EVENT, sync);
  }, [samples]);

  const select = (id: string) => {
    setSelected(id);
    languageSlot.set(id);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_INDEX[event.key];
    if (!next) return;
    event.preventDefault();
    const target = next(index, samples.length);
    select(samples[target].id);
    tabs.current[target]?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={styles.samples}>
      <div role="tablist" aria-label="Code sample language" className={styles.tablist}>
        {samples.map((sample, index) => {
          const isSelected = sample.id === selected;
          return (
            <button
              key={sample.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(sample.id)}
              aria-selected={isSelected}
              aria-controls={panelId(sample.id)}
              tabIndex={isSelected ? 0 : -1}
              className={clsx(styles.tab, isSelected && styles.selected)}
              onClick={() => select(sample.id)}
              onKeyDown={(event) => onKeyDown(event, index)}>
              {sample.label}
            </button>
          );
        })}
      </div>
      {samples.map((sample) => (
        <div
          key={sample.id}
          role="tabpanel"
          id={panelId(sample.id)}
          aria-labelledby={tabId(sample.id)}
          hidden={sample.id !== selected}>
          <StaticHtml html={sample.html} />
        </div>
      ))}
    </div>
  );
}
