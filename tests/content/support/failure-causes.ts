import type { ApiModel } from './spec';
import { Problem } from './problem';

/**
 * A page's table row that explains a `failure_code` (`| \`card_declined\` (\`05\`) | The card is
 * not \`active\`, … |`) copies the causes FailureCode's description gives that code. The states it
 * names there (a wallet `frozen`, a customer `suspended`) are the causes a reader checks first,
 * so each must be in every such row.
 */

type Schema = { description?: string; enum?: unknown[] };

/** FailureCode value -> the lifecycle states its entry in FailureCode's description names. */
export function failureCauses(model: ApiModel): Map<string, Set<string>> {
  const schemas = model.schemas as Record<string, Schema>;
  const states = new Set(Object.entries(schemas).filter(([name]) => name.endsWith('Status')).flatMap(([, schema]) => (schema.enum ?? []).map(String)));
  const codes = new Set((schemas.FailureCode?.enum ?? []).map(String));
  const causes = new Map<string, Set<string>>();
  // Each entry is a bullet "- `code`: text" up to the next bullet or blank line.
  for (const match of (schemas.FailureCode?.description ?? '').matchAll(/^- `([a-z_]+)`:([\s\S]*?)(?=^- |^\s*$)/gm)) {
    if (!codes.has(match[1])) continue;
    const named = [...match[2].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((word) => states.has(word));
    causes.set(match[1], new Set(named));
  }
  return causes;
}

const ROW = /^\|\s*`([a-z_]+)`[^|]*\|([^|]*)\|/;

export function checkFailureRows(file: string, source: string, causes: Map<string, Set<string>>): Problem[] {
  return source.split('\n').flatMap((line, index) => {
    const row = ROW.exec(line);
    const expected = row && causes.get(row[1]);
    if (!row || !expected) return [];
    const missing = [...expected].filter((state) => !new RegExp(`\\b${state}\\b`).test(row[2]));
    if (missing.length === 0) return [];
    const list = missing.map((state) => `\`${state}\``).join(', ');
    return [new Problem(file, index + 1, 'failure-code-causes', `the row for \`${row[1]}\` leaves out ${list}, which FailureCode's description gives as causes of it; name every cause the spec gives`)];
  });
}
