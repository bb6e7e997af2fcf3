/** The sections of a doc page: each heading's anchor, as the built page has it, and the text under it. */

export interface Section {
  anchor: string;
  level: number;
  /** 1-based line of the heading. */
  line: number;
  /** The heading and everything under it, up to the next heading of the same or a higher level. */
  text: string;
}

/** Docusaurus's anchor for a heading without an explicit `{#id}` (github-slugger's rule). */
export function slugOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const HEADING = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function sectionsOf(source: string): Section[] {
  const lines = source.split(/\r?\n/);
  const headings: { anchor: string; level: number; index: number }[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    const match = fence === null ? HEADING.exec(line) : null;
    if (match) headings.push({ anchor: match[3] ?? slugOf(match[2]), level: match[1].length, index });
  });
  return headings.map((heading, i) => {
    const next = headings.slice(i + 1).find((other) => other.level <= heading.level);
    return {
      anchor: heading.anchor,
      level: heading.level,
      line: heading.index + 1,
      text: lines.slice(heading.index, next ? next.index : lines.length).join('\n'),
    };
  });
}

/** The hand-written file of a doc route (`/docs/guides/cards` → `docs/guides/cards.mdx`), or null when it is not one. */
export function docFileOf(route: string, files: string[]): string | null {
  const path = route.replace(/^\//, '').replace(/[#?].*$/, '');
  return files.find((file) => file.replace(/\.mdx?$/, '') === path) ?? null;
}
