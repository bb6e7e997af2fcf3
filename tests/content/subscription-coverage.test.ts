import { describe, expect, it } from 'vitest';
import { docPages, readRepoFile } from './support/repo-files';
import { checkSubscriptionCoverage } from './support/subscription-coverage';

const FIXTURE = 'tests/fixtures/content/subscription-wildcards.mdx';

describe('a page that asks for a wildcard subscription asks for one that delivers every event it lists', () => {
  it.each(docPages())('%s: its subscription covers its event list', (file) => {
    expect(checkSubscriptionCoverage(file, readRepoFile(file)).map(String)).toEqual([]);
  });

  it('flags the planted `wallet.*` subscription beside a card event, naming file, line and rule, and passes `*`', () => {
    expect(checkSubscriptionCoverage(FIXTURE, readRepoFile(FIXTURE)).map(String)).toEqual([
      `${FIXTURE}:9: asks for a subscription to \`wallet.*\`, which does not deliver \`card.status_updated\`, \`balance_adjustment.completed\` that the page's event list names (rule: subscription-covers-events)`,
    ]);
  });
});
