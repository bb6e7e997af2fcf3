/**
 * Checks the API description against the project's conventions (see rules/), which `redocly lint`
 * cannot express. Each problem names the file and JSON pointer where the offending text was
 * written, and its line: `<file>#<pointer> (line N): <message> (rule: <rule>)`.
 */
import { loadSpec, SpecLoadError, type LoadedSpec, type SpecProblem } from './load';
import { RULES } from './rules';

export function checkLoadedSpec(spec: LoadedSpec): SpecProblem[] {
  return RULES.flatMap((rule) => rule(spec.bundled)).map((finding) => {
    const source = spec.locate(finding.pointer);
    const bundledNote = source.file === spec.rootFile ? '' : ` [${spec.rootFile}#${finding.pointer}]`;
    return { ...source, rule: finding.rule, message: finding.message + bundledNote };
  });
}

/** Loads and checks a spec; problems that stop loading (broken `$ref`s, unreadable files) are returned like the others. */
export async function checkSpec(rootFile: string): Promise<SpecProblem[]> {
  try {
    return checkLoadedSpec(await loadSpec(rootFile));
  } catch (error) {
    if (error instanceof SpecLoadError) return error.problems;
    throw error;
  }
}

export const RULE_COUNT = RULES.length;
