import { join } from 'node:path';
import kebabCase from 'lodash/kebabCase';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../scripts/spec/load-spec';
import { operationPageId } from './pageId';

describe('operationPageId', () => {
  it('splits controller, verb and noun', () => {
    expect(operationPageId('CardsController_updateCardStatus')).toBe('cards-controller-update-card-status');
  });

  it('matches the page ids the API reference gives every operation of the spec', async () => {
    const spec = await loadSpec(join(__dirname, '../../../examples/api.yaml'));
    const ids = Object.values(spec.bundled.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).flatMap((operation) => (operation?.operationId ? [operation.operationId] : [])),
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(operationPageId(id), id).toBe(kebabCase(id));
  });
});
