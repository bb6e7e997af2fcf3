// Usage: tsx scripts/check-spec.ts [root OpenAPI file]
// Checks the API description (default: the one redocly.yaml names) against the project's
// conventions; prints one line per problem, `<file>#<pointer> (line N): <message> (rule: <rule>)`,
// and exits 1 if there is any.
import { apiSpecPath } from '../plugins/api-model';
import { checkSpec, RULE_COUNT } from '../plugins/api-model/check';
import { formatProblem } from '../plugins/api-model/load';

async function main(rootFile: string): Promise<number> {
  const problems = await checkSpec(rootFile);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) {
    console.error(`\n${rootFile}: ${problems.length} problem(s) found by ${RULE_COUNT} project rules.`);
    return 1;
  }
  console.log(`${rootFile}: all ${RULE_COUNT} project rules pass.`);
  return 0;
}

main(process.argv[2] ?? apiSpecPath()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
