import { SAMPLE_LANGUAGES } from '../../plugins/api-reference/view/codeSamples';
import { NotFoundError } from './failures';
import type { SampleCode } from './view';

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

/** The sample in one language, from an operation's published samples (those its page shows). */
export function sampleOf(samples: SampleCode[], language: SampleLanguage, where: string): SampleCode {
  const sample = samples.find((candidate) => candidate.id === language);
  if (!sample) throw new NotFoundError(`A ${language} sample of ${where}`, samples.map((candidate) => candidate.id));
  return sample;
}
