import type { ReactNode } from 'react';
import { splitCodeSpans } from './html';

/** Renders the `code spans` of a plain-text description from the spec; everything else stays text. */
export function withInlineCode(text: string): ReactNode[] {
  return splitCodeSpans(text).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
