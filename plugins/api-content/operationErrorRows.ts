/**
 * The rows of an "errors of these operations" table, shared by the React component and its
 * Markdown: one row per error code and condition, naming every operation it applies to.
 */

export interface OperationErrors {
  summary: string;
  route: string;
  errors: { code: string; status: number; when: string }[];
}

export interface OperationErrorRow {
  code: string;
  status: number;
  when: string;
  operations: { summary: string; route: string }[];
}

/** Throws, naming the component, when an operation is not in the spec or a code is not among the operations' errors. */
export function operationErrorRows(all: Record<string, OperationErrors>, operationIds: string[], codes?: string[]): OperationErrorRow[] {
  const unknown = operationIds.filter((id) => !all[id]);
  if (unknown.length > 0) throw new Error(`OperationErrors: ${unknown.join(', ')} is not an operationId of the spec`);
  const rows: OperationErrorRow[] = [];
  for (const id of operationIds) {
    const { summary, route, errors } = all[id];
    for (const error of errors) {
      if (codes && !codes.includes(error.code)) continue;
      const same = rows.find((row) => row.code === error.code && row.when === error.when);
      if (same) same.operations.push({ summary, route });
      else rows.push({ ...error, operations: [{ summary, route }] });
    }
  }
  const missing = (codes ?? []).filter((code) => !rows.some((row) => row.code === code));
  if (missing.length > 0) {
    throw new Error(`OperationErrors: ${missing.join(', ')} is not in the x-errors of ${operationIds.join(', ')}`);
  }
  return rows;
}
