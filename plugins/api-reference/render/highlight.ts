import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

const require = createRequire(__filename);

// prism-react-renderer bundles a Prism with some languages; the rest are Prism's own
// components, which register themselves on a global `Prism` (as Docusaurus does it).
const EXTRA_LANGUAGES = ['bash', 'markup-templating', 'php', 'java', 'csharp', 'ruby', 'http', 'sql'];
const globals = globalThis as { Prism?: unknown };
const previous = globals.Prism;
globals.Prism = Prism;
for (const language of EXTRA_LANGUAGES) require(`prismjs/components/prism-${language}`);
globals.Prism = previous;

/** Fence names that are another grammar's alias. */
const LANGUAGE_ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', js: 'javascript', cs: 'csharp', py: 'python', rb: 'ruby' };

/**
 * Token types shown in the text colour: left unwrapped, they cost no element. Brackets and
 * commas are a third of a JSON example's tokens.
 */
const PLAIN_TYPES = new Set(['punctuation']);

type PrismToken = ReturnType<typeof Prism.tokenize>[number];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text runs with the token classes of every token they are nested in. */
function flatten(stream: PrismToken | PrismToken[], classes: string[], out: { text: string; classes: string[] }[]) {
  if (typeof stream === 'string') {
    out.push({ text: stream, classes });
    return;
  }
  if (Array.isArray(stream)) {
    for (const token of stream) flatten(token, classes, out);
    return;
  }
  const aliases = stream.alias === undefined ? [] : [stream.alias].flat();
  const own = PLAIN_TYPES.has(stream.type) && aliases.length === 0 ? [] : [stream.type, ...aliases];
  flatten(stream.content as PrismToken | PrismToken[], [...new Set([...classes, ...own])], out);
}

/**
 * Highlights code at build time into HTML, one string per line, with Prism's `token` classes
 * (coloured by CSS in both colour modes), so pages ship highlighted markup instead of a
 * highlighter. A token that spans lines is closed at each line end and reopened on the next,
 * so any line can be wrapped on its own (line highlighting).
 */
export function highlightLines(code: string, language: string): string[] {
  const name = LANGUAGE_ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  const runs: { text: string; classes: string[] }[] = [];
  if (grammar) flatten(Prism.tokenize(code, grammar), [], runs);
  else runs.push({ text: code, classes: [] });

  const lines: string[] = [''];
  for (const { text, classes } of runs) {
    text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push('');
      if (part === '') return;
      const escaped = escapeHtml(part);
      lines[lines.length - 1] += classes.length > 0 ? `<span class="token ${classes.join(' ')}">${escaped}</span>` : escaped;
    });
  }
  return lines;
}

/** The highlighted HTML of a whole block. */
export function highlight(code: string, language: string): string {
  return highlightLines(code, language).join('\n');
}
