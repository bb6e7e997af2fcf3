/**
 * Checks the API description against the project's conventions (see rules/) after `redocly lint`.
 * Usage: tsx scripts/spec/check-spec.ts examples/api.yaml
 * Prints one line per problem, `<file>#<pointer> (line N): <message> (rule: <rule>)`, with the file
 * and pointer where the offending text was written, and exits 1 if there is any.
 */
import { pathToFileURL } from 'node:url';
import { formatProblem, loadSpec, SpecLoadError, type LoadedSpec, type SpecProblem } from './load-spec';
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

async function main(argv: string[]): Promise<number> {
  const [rootFile] = argv;
  if (!rootFile) {
    console.error('usage: tsx scripts/spec/check-spec.ts <root OpenAPI file>');
    return 2;
  }
  const problems = await checkSpec(rootFile);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${rootFile}: ${problems.length} problem(s) found by ${RULES.length} project rules.`);
    return 1;
  }
  console.log(`${rootFile}: all ${RULES.length} project rules pass.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
