import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import type { CodeSample, ExampleChoice, ResponseExamples } from '../../../view/types';
import CodeSamples from '../CodeSamples';
import StaticHtml, { SHOW_RESPONSE_EVENT } from '../StaticHtml';
import styles from './styles.module.css';

interface Props {
  /** The request examples the reader can pick from, when the operation has several. */
  examples: ExampleChoice[];
  /** The code samples of each request example (in the order of `examples`), or one set. */
  samples: CodeSample[][];
  /** Every response status with its examples. */
  responses: ResponseExamples[];
  /** The section heading (and the downloads line), from the page. */
  children?: ReactNode;
}

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The example blocks of a response for the picked request example: the paired one, else all (they answer any request). */
function examplesFor(response: ResponseExamples, example: string | undefined): string[] {
  const paired = response.examples.filter((e) => e.pairedWith !== undefined && e.pairedWith === example);
  return (paired.length > 0 ? paired : response.examples).map((e) => e.html);
}

const statusOf = (hash: string) => /^#response-(.+)$/.exec(hash)?.[1];

/**
 * The code column of an endpoint page: the request example picker, the code samples and the
 * response examples by status. Picking a request example switches the samples and the
 * response examples paired with it. A status is chosen with its tab, by following a link to
 * its section (`#response-422`) or with its section's "Show example" button.
 */
export default function EndpointCode({ examples, samples, responses, children }: Props) {
  const baseId = useId();
  const [exampleIndex, setExampleIndex] = useState(0);
  const [status, setStatus] = useState<string | undefined>(responses[0]?.status);
  const card = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const known = (candidate: string | undefined) => candidate !== undefined && responses.some((r) => r.status === candidate);
    const fromHash = () => {
      const fromUrl = statusOf(window.location.hash);
      if (known(fromUrl)) setStatus(fromUrl);
    };
    const onShow = (event: Event) => {
      const requested = (event as CustomEvent<string>).detail;
      if (!known(requested)) return;
      setStatus(requested);
      const box = card.current?.getBoundingClientRect();
      if (box && (box.top < 0 || box.top > window.innerHeight - 80)) card.current?.scrollIntoView({ block: 'start' });
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    window.addEventListener(SHOW_RESPONSE_EVENT, onShow);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener(SHOW_RESPONSE_EVENT, onShow);
    };
  }, [responses]);

  const example = examples[exampleIndex]?.name;
  const tabId = (code: string) => `${baseId}-status-${code}`;
  const panelId = (code: string) => `${baseId}-response-${code}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_INDEX[event.key];
    if (!next) return;
    event.preventDefault();
    const target = next(index, responses.length);
    setStatus(responses[target].status);
    tabs.current[target]?.focus();
  };

  return (
    <div className={styles.column}>
      <div className={styles.sticky}>
        {children}
        {examples.length > 1 && (
          <div className={styles.picker}>
            <label htmlFor={`${baseId}-example`}>Example</label>
            <select id={`${baseId}-example`} value={exampleIndex} onChange={(event) => setExampleIndex(Number(event.target.value))}>
              {examples.map((choice, index) => (
                <option key={choice.name} value={index}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.card} role="group" aria-labelledby={`${baseId}-request`}>
          <p className={styles.cardTitle} id={`${baseId}-request`}>
            Request
          </p>
          <CodeSamples samples={samples[exampleIndex] ?? samples[0] ?? []} />
        </div>
        {responses.length > 0 && (
          <div className={styles.card} ref={card} role="group" aria-labelledby={`${baseId}-response`}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle} id={`${baseId}-response`}>
                Response
              </p>
              <div role="tablist" aria-label="Response status" className={styles.statuses}>
                {responses.map((response, index) => {
                  const isSelected = response.status === status;
                  return (
                    <button
                      key={response.status}
                      ref={(element) => {
                        tabs.current[index] = element;
                      }}
                      type="button"
                      role="tab"
                      id={tabId(response.status)}
                      aria-selected={isSelected}
                      aria-controls={panelId(response.status)}
                      aria-label={response.label}
                      tabIndex={isSelected ? 0 : -1}
                      className={clsx(styles.status, styles[`status${response.status.charAt(0)}xx`], isSelected && styles.selected)}
                      onClick={() => setStatus(response.status)}
                      onKeyDown={(event) => onKeyDown(event, index)}>
                      {response.status}
                    </button>
                  );
                })}
              </div>
            </div>
            {responses.map((response) => {
              const blocks = examplesFor(response, example);
              return (
                <div
                  key={response.status}
                  role="tabpanel"
                  id={panelId(response.status)}
                  aria-labelledby={tabId(response.status)}
                  hidden={response.status !== status}
                  className={styles.panel}>
                  <p className={styles.panelTitle}>
                    {response.label}
                    {response.contentType && <code>{response.contentType}</code>}
                  </p>
                  {blocks.length > 0 ? (
                    <StaticHtml html={blocks.join('')} />
                  ) : (
                    <p className={styles.none}>{response.contentType ? 'No example for this response.' : 'No body.'}</p>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
