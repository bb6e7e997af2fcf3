import { useEffect, useRef, useState, type ReactNode } from 'react';
import StaticHtml from '@theme/ApiReference/StaticHtml';
import styles from './styles.module.css';

type Body = { schemaHtml: string; exampleHtml: string };

/** Each event's body is its own chunk: a reader who opens one example downloads that one. */
const loadBody = (type: string): Promise<Body> =>
  import(`@generated/api-content/default/webhook-payloads/${type}.json`).then((module: { default: Body }) => module.default);

interface Props {
  type: string;
  part: keyof Body;
  summary: ReactNode;
}

/**
 * A closed `<details>` whose content is fetched and rendered the first time it opens: the page
 * loads with one summary line per schema and example instead of thousands of field and token
 * elements.
 */
export default function PayloadDisclosure({ type, part, summary }: Props) {
  const [html, setHtml] = useState<string>();
  const [failed, setFailed] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const onToggle = (open: boolean) => {
    if (!open || html !== undefined) return;
    loadBody(type).then(
      (body) => setHtml(body[part]),
      () => setFailed(true),
    );
  };
  // A reader can open it before the page has hydrated, when no toggle handler listened yet.
  useEffect(() => {
    if (details.current?.open) onToggle(true);
    // Once, on hydration: later openings come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details ref={details} className={styles.schema} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>{summary}</summary>
      <div aria-busy={html === undefined && !failed}>
        {html !== undefined && <StaticHtml html={html} />}
        {failed && <p role="alert">This part of the page did not load. Check your connection and reload the page.</p>}
      </div>
    </details>
  );
}
