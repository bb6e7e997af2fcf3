import { DomUtils, parseDocument } from 'htmlparser2';
import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { NotFoundError } from './failures';
import type { Site } from './site';

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];
export const SAMPLE_LANGUAGE_IDS = SAMPLE_LANGUAGES.map((language) => language.id) as [SampleLanguage, ...SampleLanguage[]];

const ALIASES: Record<string, SampleLanguage> = {
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  typescript: 'javascript',
  ts: 'javascript',
  py: 'python',
  golang: 'go',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  '.net': 'csharp',
  rb: 'ruby',
};

/** A language as a developer names it (`C#`, `node`, `Python`) → the sample's id. */
export function sampleLanguage(name: string | undefined): SampleLanguage {
  const key = (name ?? 'curl').trim().toLowerCase();
  const found = SAMPLE_LANGUAGES.find((language) => language.id === key || language.label.toLowerCase() === key)?.id ?? ALIASES[key];
  if (!found) throw new NotFoundError(`A code sample in \`${name}\``, [...SAMPLE_LANGUAGE_IDS]);
  return found;
}

export interface CodeSample {
  language: SampleLanguage;
  /** The highlighter's language (for the Markdown fence). */
  fence: string;
  code: string;
}

/**
 * The endpoint page's code sample in one language, as a reader copies it: the page shows
 * every language in a tab list, and its Markdown twin only curl.
 */
export async function codeSample(site: Site, route: string, language: SampleLanguage): Promise<CodeSample> {
  const document = parseDocument(await site.readText(`${route}.html`));
  const meta = SAMPLE_LANGUAGES.find((candidate) => candidate.id === language)!;
  const tabList = DomUtils.findOne((el) => el.attribs.role === 'tablist' && el.attribs['aria-label'] === 'Code sample language', document.children);
  const tab = tabList && DomUtils.findOne((el) => el.attribs.role === 'tab' && DomUtils.textContent(el).trim() === meta.label, tabList.children);
  const panelId = tab?.attribs['aria-controls'];
  const panel = panelId ? DomUtils.findOne((el) => el.attribs.id === panelId, document.children) : null;
  const code = panel ? DomUtils.findOne((el) => el.name === 'code', panel.children) : null;
  if (!code) throw new NotFoundError(`A ${meta.label} sample on ${site.link(route)}`, [...SAMPLE_LANGUAGE_IDS]);
  return { language, fence: meta.language, code: DomUtils.textContent(code).replace(/\n+$/, '') };
}
