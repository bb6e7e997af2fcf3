import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { inlineParts } from './html';

/** Renders a one-line description from the spec: its `code spans` and `[links](href)`; everything else stays text. */
export function withInlineMarkdown(text: string): ReactNode[] {
  return inlineParts(text).map((part, index) => {
    if ('code' in part) return <code key={index}>{part.code}</code>;
    if ('href' in part) return <Link key={index} to={part.href}>{withInlineMarkdown(part.label)}</Link>;
    return part.text;
  });
}
