import { beforeAll, describe, expect, it } from 'vitest';
import { checkPhaseOutcomes, phasedStates, type PhasedState } from './support/phase-outcomes';
import { docPages, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

describe('a state whose outcome depends on the phase is stated with its phase', () => {
  let phased: PhasedState[];
  beforeAll(async () => {
    phased = phasedStates(await loadApiModel());
  }, 60_000);

  it('reads the phased states from the status enums', () => {
    expect(phased.map(({ lifecycle, state, phases }) => ({ lifecycle, state, phases }))).toEqual([{ lifecycle: 'KycStatus', state: 'rejected', phases: ['onboarding', 're-verification'] }]);
  });

  it.each(docPages())('%s', (file) => {
    expect(checkPhaseOutcomes(file, readRepoFile(file), phased).map(String)).toEqual([]);
  });

  it('phase-outcome: the onboarding outcome stated as the only one (the guide\'s and the changelog\'s old wording), at its line; the qualified sentences pass', () => {
    const page = [
      "The customer's `kyc_status` tells you where it stands:",
      '',
      '- `rejected`: verification failed. The customer keeps `status` `active`, but their',
      '  wallets stay `pending` and hold no money.',
      '- A customer whose KYC is `rejected` keeps `status` `active`, and their wallets stay `pending`.',
      '- A customer whose KYC is `rejected` at onboarding keeps `status` `active`; one rejected at re-verification is `suspended`.',
      '- A `rejected` KYC review can be reopened by support only: `kyc_status` becomes `pending`.',
    ].join('\n');
    expect(checkPhaseOutcomes('docs/guides/planted.mdx', page, phased).map(String)).toEqual([
      'docs/guides/planted.mdx:3: `rejected` (KycStatus) leads to `active` here, but the spec gives it another outcome at onboarding and at re-verification; say which one this is, or state both (rule: phase-outcome)',
      'docs/guides/planted.mdx:5: `rejected` (KycStatus) leads to `active` here, but the spec gives it another outcome at onboarding and at re-verification; say which one this is, or state both (rule: phase-outcome)',
    ]);
  });
});
