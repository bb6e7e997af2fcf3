import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { SAMPLE_LANGUAGES } from '../../../plugins/api-reference/view/codeSamples';

/** One code sample as an endpoint page shows it: the text a reader copies from its block. */
export interface PageSample {
  /** The language id (`curl`, `javascript`, ...), from the tab's label. */
  language: string;
  label: string;
  code: string;
}

/** The built HTML file of a site route: `/docs/x` → `build/docs/x.html` (or `.../x/index.html`). */
export function builtPage(buildDir: string, route: string): string {
  const candidates = [path.join(buildDir, `${route}.html`), path.join(buildDir, route, 'index.html')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${route}: no built page (${candidates.map((c) => path.relative(process.cwd(), c)).join(' or ')}); run \`npm run build\` first`);
  return file;
}

/**
 * Every code sample of a built page: each tab of a "Code sample language" tab list and the
 * code in the panel it controls, as text (the highlighting markup removed, entities decoded).
 */
export function codeSamplesOf(html: string): PageSample[] {
  const document = parseDocument(html);
  const byLabel = new Map<string, string>(SAMPLE_LANGUAGES.map((l) => [l.label, l.id]));
  const tabLists = DomUtils.findAll((el) => el.attribs.role === 'tablist' && el.attribs['aria-label'] === 'Code sample language', document.children);
  return tabLists.flatMap((tabList) =>
    DomUtils.findAll((el) => el.attribs.role === 'tab', tabList.children).map((tab) => {
      const label = DomUtils.textContent(tab).trim();
      const panelId = tab.attribs['aria-controls'];
      const panel = panelId ? DomUtils.findOne((el) => el.attribs.id === panelId, document.children) : null;
      const code = panel ? DomUtils.findOne((el) => el.name === 'code', panel.children) : null;
      if (!code) throw new Error(`the "${label}" tab controls no panel with a code block (aria-controls="${panelId}")`);
      return { language: byLabel.get(label) ?? label, label, code: DomUtils.textContent(code) };
    }),
  );
}

export const readSamples = (file: string) => codeSamplesOf(readFileSync(file, 'utf8'));
