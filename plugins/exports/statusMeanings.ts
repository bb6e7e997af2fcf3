import type { ApiModel } from '../api-model';
import type { StatusMeaning } from './apiViewTypes';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const RESPONSE_REF = '#/components/responses/';

/**
 * What each error status means. The general meaning is the description of the shared response
 * (`components.responses`) that most operations documenting the status refer to, else the
 * description most of them give; every operation whose own response says something else is an
 * exception with its own description, so the general meaning holds on all the others.
 */
export function statusMeanings(model: ApiModel): Record<string, StatusMeaning> {
  const bundledPaths = model.spec.bundled.paths as Record<string, Record<string, { responses?: Record<string, { $ref?: string }> }>>;
  const shared = (model.spec.bundled.components as { responses?: Record<string, { description?: string }> } | undefined)?.responses ?? {};
  const byStatus = new Map<string, { operationId: string; meaning: string; ref?: string }[]>();
  for (const op of model.operations) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (Number(status) < 400 || !response.description) continue;
      const ref = bundledPaths[op.path]?.[op.method]?.responses?.[status]?.$ref;
      const list = byStatus.get(status) ?? [];
      list.push({ operationId: op.operationId, meaning: oneLine(response.description), ref: ref?.startsWith(RESPONSE_REF) ? ref.slice(RESPONSE_REF.length) : undefined });
      byStatus.set(status, list);
    }
  }
  const meanings: Record<string, StatusMeaning> = {};
  for (const [status, responses] of byStatus) {
    const sharedName = mostCommon(responses.flatMap((response) => (response.ref && shared[response.ref]?.description ? [response.ref] : [])));
    const meaning = sharedName ? oneLine(shared[sharedName].description!) : mostCommon(responses.map((response) => response.meaning))!;
    meanings[status] = { meaning, exceptions: responses.filter((response) => response.meaning !== meaning).map(({ operationId, meaning: own }) => ({ operationId, meaning: own })) };
  }
  return meanings;
}

/** The value given most often (the first of those tied). */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}
