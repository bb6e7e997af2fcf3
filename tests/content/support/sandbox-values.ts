/** The sandbox's magic values: as the spec's FailureCode gives them, and as the sandbox guide's tables do. */

export interface SandboxValue {
  failureCode: string;
  /** The last two digits of the amount. */
  ending: string;
}

/** The sandbox values the spec gives each failure code: "- `code`: ... Sandbox: amount ending in `96`; card payment ending in `51`." */
export function specSandboxValues(description: string): SandboxValue[] {
  return [...description.matchAll(/^\s*- `([a-z_]+)`:([\s\S]*?)(?=^\s*- `|(?![\s\S]))/gm)].flatMap(([, failureCode, text]) => {
    const sandbox = text.slice(text.indexOf('Sandbox:') >>> 0);
    return text.includes('Sandbox:') ? [...sandbox.matchAll(/`(\d\d)`/g)].map(([, ending]) => ({ failureCode, ending })) : [];
  });
}

/**
 * The guide's tables against the spec: every value the spec gives has a row with its ending and its
 * failure code, and every row that pairs an ending with a failure code is one the spec gives.
 */
export function sandboxValueProblems(file: string, source: string, values: SandboxValue[], failureCodes: string[]): string[] {
  const rows = source.split('\n').map((text, index) => ({ text, line: index + 1 })).filter((row) => row.text.trimStart().startsWith('|'));
  const cells = (text: string) => text.split('|').map((cell) => cell.trim());
  const problems = values
    .filter(({ failureCode, ending }) => !rows.some((row) => row.text.includes(`\`${ending}\``) && row.text.includes(`\`${failureCode}\``)))
    .map(({ failureCode, ending }) => `${file}: no table row gives \`${ending}\` with \`${failureCode}\`, as FailureCode's description does (rule: sandbox-value)`);
  for (const row of rows) {
    const ending = /^`(\d\d)`$/.exec(cells(row.text)[1] ?? '')?.[1];
    if (!ending) continue;
    for (const failureCode of failureCodes.filter((code) => row.text.includes(`\`${code}\``))) {
      if (!values.some((value) => value.ending === ending && value.failureCode === failureCode)) {
        problems.push(`${file}:${row.line}: \`${ending}\` is given \`${failureCode}\`, which FailureCode's description does not give it (rule: sandbox-value)`);
      }
    }
  }
  return problems;
}
