import type { OperationModel, ParameterModel } from '../../api-model';

type Json = Record<string, unknown>;

/** The value of a list operation's first success example, if it is a page. */
function listPage(op: Partial<Pick<OperationModel, 'responses'>>): (Json & { data: unknown[] }) | undefined {
  const status = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  const media = status === undefined ? undefined : op.responses![status].content?.['application/json'];
  const value = (Object.values(media?.examples ?? {}).find((example) => example.value !== undefined)?.value ?? media?.example) as Json | undefined;
  return value?.object === 'list' && Array.isArray(value.data) ? (value as Json & { data: unknown[] }) : undefined;
}

/** The page a list operation's first success example shows, if it shows one. */
export function listPageExample(op: Partial<Pick<OperationModel, 'responses'>>): { data: unknown[]; hasMore: boolean } | undefined {
  const value = listPage(op);
  return value && { data: value.data, hasMore: value.has_more === true };
}

/**
 * The query parameters a list's code samples send, with their values: the first page (no
 * `cursor`), the required parameters, and a `limit` the response example answers (the page's
 * size when the example says more follow, else the parameter's example when the page fits in
 * it). Optional filters stay out, as on Stripe's list samples: each filter's example shows one
 * value it takes, and all of them sent together would ask for a list the example does not show.
 */
export function listSampleQuery(
  parameters: ParameterModel[],
  page: { data: unknown[]; hasMore: boolean },
  valueOf: (param: ParameterModel) => string,
): [ParameterModel, string][] {
  const query: [ParameterModel, string][] = [];
  for (const param of parameters.filter((p) => p.in === 'query')) {
    if (param.name === 'limit') {
      const example = Number(valueOf(param));
      const size = page.hasMore || !(example >= page.data.length) ? page.data.length : example;
      if (size > 0) query.push([param, String(size)]);
    } else if (param.required) query.push([param, valueOf(param)]);
  }
  return query;
}

/**
 * The `cursor` example of a list: its response example's `next_cursor`, else a cursor to the
 * page that starts at the example's last item (a cursor encodes the id a page starts at), so
 * that each list's cursor names one of its own objects rather than one shared example that
 * decodes to a customer on every list.
 */
export function listCursorExample(op: Partial<Pick<OperationModel, 'responses'>>): string | undefined {
  const value = listPage(op);
  if (!value) return undefined;
  if (typeof value.next_cursor === 'string') return value.next_cursor;
  const last = value.data.at(-1) as Json | undefined;
  return typeof last?.id === 'string' ? Buffer.from(last.id).toString('base64url') : undefined;
}
