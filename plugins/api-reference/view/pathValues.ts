import type { OperationModel } from '../../api-model';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (id: unknown) => (typeof id === 'string' ? /^([a-z]+)_[0-9A-Za-z]+$/.exec(id)?.[1] : undefined);

/**
 * The success example that answers the request example `exampleName`: the one named like it
 * (a response that pairs its examples with the request's), else the first.
 */
export function answeringExample(op: Partial<Pick<OperationModel, 'responses'>>, exampleName?: string): { name?: string; value: unknown } | undefined {
  const status = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  const media = status === undefined ? undefined : op.responses![status].content?.['application/json'];
  const named = Object.entries(media?.examples ?? {}).filter(([, example]) => example.value !== undefined);
  const paired = named.find(([name]) => name === exampleName) ?? named[0];
  if (paired) return { name: paired[0], value: paired[1].value };
  return media?.example === undefined ? undefined : { value: media.example };
}

/**
 * The id a response example says its request named in the path parameter `name`, whose ids
 * start like `like`: the example's own field `name` (a wallet's `customer_id`, a balance's
 * `wallet_id`; on a list, its first item's, or in that item's details: a card payment's
 * `card_payment.card_id`), else the object the response replaces (a reissued card's
 * `replaces`), else the object's `id` (the wallet an archive returns).
 */
export function pathValueIn(example: unknown, name: string, like: string): string | undefined {
  const object = isObject(example) && example.object === 'list' && Array.isArray(example.data) ? example.data[0] : example;
  if (!isObject(object)) return undefined;
  const kind = kindOf(like);
  const fits = (value: unknown): value is string => kind !== undefined && kindOf(value) === kind;
  const details = Object.values(object).filter(isObject);
  for (const candidate of [object[name], ...details.map((detail) => detail[name]), object.replaces, object.id]) {
    if (fits(candidate)) return candidate;
  }
  return undefined;
}
