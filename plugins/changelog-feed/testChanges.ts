import type { LocatedChange } from '../api-diff';

/** A change as the diff reports it, for the changelog checks' tests: `nickname` added to a request body of `createCard`, unless `over` says otherwise. */
export const change = (over: Partial<LocatedChange>): LocatedChange => ({
  operationId: 'createCard',
  direction: 'request',
  subject: 'field',
  action: 'added',
  name: 'nickname',
  field: 'nickname',
  class: 'additive',
  side: 'after',
  breaking: false,
  rule: 'request-field-added',
  text: '`nickname` added to the request body',
  pointer: '/paths/~1cards/post/requestBody/content/application~1json/schema/properties/nickname',
  source: { file: 'api.yaml', pointer: '/components/schemas/CreateCard/properties/nickname', line: 3 },
  ...over,
});

/** A new value in what `getCard` already returns: `frozen` added to the card's `status`. */
export const frozenStatus = (over: Partial<LocatedChange>): LocatedChange =>
  change({ operationId: 'getCard', direction: 'response', subject: 'enum-value', status: '200', name: 'frozen', field: 'status', text: '`frozen` added to `status` in the 200 response', rule: 'response-enum-value-added', source: { file: 'cards.yaml', pointer: '/CardStatus/enum', line: 40 }, ...over });
