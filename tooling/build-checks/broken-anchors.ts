// Docusaurus reports broken anchors as a warning (onBrokenAnchors: 'warn'); the
// build script reads that report back so that the test command can fail on it.

export interface BrokenAnchor {
  /** The page the link is on, as a route (e.g. /docs/guides/deposits). */
  page: string;
  /** The link as written, with its #anchor. */
  link: string;
}

export const BROKEN_ANCHORS_HEADER = 'Docusaurus found broken anchors!';

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const PAGE_ENTRY = /^- Broken anchor on source page path = (.+):\n((?:[ \t]*-> linking to .+\n?)+)/gm;
const LINK_LINE = /-> linking to (\S+)/g;

export function findBrokenAnchors(buildOutput: string): BrokenAnchor[] {
  const output = buildOutput.replace(ANSI_ESCAPE, '').replace(/\r\n/g, '\n');
  return [...output.matchAll(PAGE_ENTRY)].flatMap(([, page, links]) =>
    [...links.matchAll(LINK_LINE)].map(([, link]) => ({ page, link })),
  );
}

export function hasBrokenAnchorsReport(buildOutput: string): boolean {
  return buildOutput.includes(BROKEN_ANCHORS_HEADER);
}

export function brokenAnchorsFailure(anchors: readonly BrokenAnchor[]): string {
  const lines = anchors.map(({ page, link }) => {
    const anchor = link.slice(link.indexOf('#'));
    return `  page ${page}: link ${link}: anchor ${anchor} does not exist on its target page`;
  });
  return [
    `Build failed: ${anchors.length} broken anchor(s). Docusaurus only warns about these; this build treats them as errors.`,
    ...lines,
    'Fix the link or add the heading/id it points to.',
  ].join('\n');
}
