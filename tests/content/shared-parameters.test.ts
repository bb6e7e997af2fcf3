import { beforeAll, describe, expect, it } from 'vitest';
import { formatSharedParameterProblem, sharedParameterProblems } from './support/shared-parameters';
import { loadApiModel, type ApiModel } from './support/spec';

const document = () => (model.spec.bundled as unknown as Record<string, unknown>);
let model: ApiModel;

describe('a shared parameter names only parameters every operation using it takes', () => {
  beforeAll(async () => {
    model = await loadApiModel();
  }, 60_000);

  it('holds for every shared parameter of the spec', () => {
    expect(sharedParameterProblems(document(), model.spec.locate).map(formatSharedParameterProblem)).toEqual([]);
  });

  it('fails on `updated_after` told to combine with `created_after`, which list wallets does not take, at its pointer', () => {
    const planted = structuredClone(document()) as { components: { parameters: Record<string, { description: string }> } };
    planted.components.parameters.UpdatedAfter.description += ' Combine it with `created_after`.';
    const problems = sharedParameterProblems(planted, model.spec.locate).map(formatSharedParameterProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^examples\/api\/components\/parameters\.yaml#\/UpdatedAfter\/description \(line \d+\): the shared parameter `updated_after` names `created_after` in its description, which (\w+, )*DigitalWalletsController_listDigitalWallets(, \w+)* do not take; .* \(rule: shared-parameter-names\)$/),
    ]);
  });
});
