import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  className?: string;
  title?: string;
}

/**
 * Fenced code blocks never reach this component: the site's rehype plugin highlights them at
 * build time (src/rehype/staticCodeBlocks.ts). A `<CodeBlock>` written by hand in JSX shows its
 * text as it is, without the theme's browser-side highlighter.
 */
export default function CodeBlock({ children, className, title }: Props) {
  return (
    <div className="ref-code-plain">
      {title && <div>{title}</div>}
      <pre className={className} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
