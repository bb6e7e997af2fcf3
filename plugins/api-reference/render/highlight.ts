import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

const require = createRequire(__filename);

// prism-react-renderer bundles a Prism with some languages; the rest are Prism's own
// components, which register themselves on a global `Prism` (as Docusaurus does it).
const EXTRA_LANGUAGES = ['bash', 'markup-templating', 'php', 'java', 'csharp', 'ruby'];
const globals = globalThis as { Prism?: unknown };
const previous = globals.Prism;
globals.Prism = Prism;
for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
globals.Prism = previous;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Highlights code at build time into HTML with Prism's `token` classes, so pages ship
 * highlighted markup (coloured by CSS in both colour modes) instead of a highlighter.
 */
export function highlight(code: string, language: string): string {
  const grammar = Prism.languages[language];
  if (!grammar) return escapeHtml(code);
  return Prism.highlight(code, grammar, language);
}
