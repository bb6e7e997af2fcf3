import { describe, expect, it } from 'vitest';
import { LIMITS, limitValue } from './support/limits';
import { readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';
import { formatWorldProblem } from './support/world';
import { checkWorld, siteWorldInputs } from './support/world-check';
import { testMerchant } from './support/world-environments';

const limit = (name: string) => limitValue(LIMITS.find((fact) => fact.name === name)!, readRepoFile);
/** The sandbox's payment time and test merchant, each from its one place in the spec. */
const sandbox = () => ({ seconds: Number(limit('seconds after creation a sandbox payment or withdrawal completes')), merchant: testMerchant(readRepoFile('examples/api/components/schemas/cards.yaml')) });
/** The retry period of webhook deliveries, as the spec states it. */
const retryDays = () => Number(limitValue(LIMITS.find((fact) => fact.name === 'days a failed webhook delivery is retried')!, readRepoFile));

describe('the examples are one world', () => {
  it('every id carries one set of data, objects fit together, responses show their requests, lists their filters, signatures their events', async () => {
    const problems = checkWorld(siteWorldInputs(await loadApiModel(), retryDays(), sandbox()));
    expect(problems.map(formatWorldProblem)).toEqual([]);
  }, 60_000);
});
