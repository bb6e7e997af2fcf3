import type { ReactNode } from 'react';

/** Renders the `code spans` of a plain-text description from the spec; everything else stays text. */
export function withInlineCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part,
    );
}
