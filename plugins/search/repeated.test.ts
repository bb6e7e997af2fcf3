import { describe, expect, it } from 'vitest';
import type { SearchPage, SearchSection } from './records';
import { withoutRepeatedParts } from './repeated';

const section = (anchor: string, title: string, text = ''): SearchSection => ({ anchor, title, text, type: anchor.startsWith('request-') ? 'field' : 'heading', level: 3, names: [] });
const endpoint = (url: string, ...sections: SearchSection[]): SearchPage => ({ url, title: url, kind: 'Endpoint', aliases: [], description: '', intro: '', sections, explains: false });

describe('withoutRepeatedParts', () => {
  const unauthorized = section('response-401', '401 Unauthorized');
  const limit = section('request-query-limit', 'limit', 'The maximum number of objects to return.');
  const pages = [
    endpoint('/a', unauthorized, limit, section('request-body-credit_limit', 'credit_limit', 'How far below zero.')),
    endpoint('/b', unauthorized, limit),
    endpoint('/c', unauthorized, limit, section('request-body-form', 'form', 'virtual or physical')),
    endpoint('/d', unauthorized, section('request-body-form', 'form', 'virtual or physical'), { ...unauthorized, errors: [{ code: 'invalid_api_key', when: 'The key was revoked.' }] }),
    endpoint('/e', section('request-query-limit', 'limit', 'How many events to return.')),
    { ...endpoint('/docs/api/intro', unauthorized, limit), kind: 'Reference' as const },
  ];

  it('leaves out of the endpoint pages what a fifth of them, and at least three, carry alike', () => {
    const anchors = withoutRepeatedParts(pages).map((page) => page.sections.map((part) => part.anchor));
    expect(anchors).toEqual([
      ['request-body-credit_limit'],
      [],
      ['request-body-form'],
      // The same response with errors of its own says what this operation returns.
      ['request-body-form', 'response-401'],
      // Same field, its own text: it says something of this operation.
      ['request-query-limit'],
      // Not an endpoint page: the conventions keep what they explain.
      ['response-401', 'request-query-limit'],
    ]);
  });
});
