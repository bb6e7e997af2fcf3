import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUS_REASONS } from '../../src/data/card-status-reasons';
import { descriptionProblems, nullReasonProblems, pageRequestProblems, specExampleProblems } from './support/card-status-reasons';
import { docPages, readRepoFile } from './support/repo-files';
import { loadApiModel } from './support/spec';

const SCHEMA_FILE = 'examples/api/components/schemas/cards.yaml';
const PATH_FILE = 'examples/api/paths/cards_card_id_status.yaml';
const YAML_FIXTURE = 'tests/fixtures/content/card-status-reasons.yaml';
const MDX_FIXTURE = 'tests/fixtures/content/card-status-reasons.mdx';
const TAIL = '(src/data/card-status-reasons.ts) (rule: card-status-reason)';

describe("update a card's status pairs each status with the reasons it takes", () => {
  let statusEnum: string[];
  let reasonEnum: string[];

  beforeAll(async () => {
    const model = await loadApiModel();
    const properties = (model.schemas.UpdateCardStatusRequest as { properties: Record<string, { enum: string[] }> }).properties;
    statusEnum = properties.status.enum;
    reasonEnum = properties.reason.enum;
  }, 60_000);

  it('the data covers every status the request sets and uses every reason of its enum, and no other', () => {
    expect(Object.keys(CARD_STATUS_REASONS).sort()).toEqual([...statusEnum].sort());
    const used = new Set(Object.values(CARD_STATUS_REASONS).flatMap((entry) => entry.reasons));
    expect([...used].sort()).toEqual([...reasonEnum].sort());
  });

  it("the spec's status and reason descriptions give the data's pairs", () => {
    expect(descriptionProblems(SCHEMA_FILE, readRepoFile(SCHEMA_FILE), reasonEnum)).toEqual([]);
  });

  it("the Card's `status_reason` description gives no status you can set with a reason as one that is always `null`", () => {
    expect(nullReasonProblems(SCHEMA_FILE, readRepoFile(SCHEMA_FILE))).toEqual([]);
  });

  it("the spec's request examples and every page's requests pair a status with a reason it takes", () => {
    expect(specExampleProblems(PATH_FILE, readRepoFile(PATH_FILE))).toEqual([]);
    expect(docPages().flatMap((file) => pageRequestProblems(file, readRepoFile(file)))).toEqual([]);
  });

  it('catches the planted mistakes, naming file, line or pointer, and rule', () => {
    const yaml = readRepoFile(YAML_FIXTURE);
    expect(descriptionProblems(YAML_FIXTURE, yaml, reasonEnum)).toEqual([
      `${YAML_FIXTURE}:11: the \`status\` description pairs \`blocked\` with \`lost\`, \`stolen\`; it goes with \`lost\`, \`stolen\`, \`fraud_suspected\` ${TAIL}`,
      `${YAML_FIXTURE}:20: the \`reason\` description pairs \`damaged\` with \`cancelled\`, \`blocked\`; it goes with \`cancelled\` ${TAIL}`,
    ]);
    expect(nullReasonProblems(YAML_FIXTURE, yaml)).toEqual([
      `${YAML_FIXTURE}:48: the \`status_reason\` description gives \`active\` as a status whose \`status_reason\` is \`null\`, but a change to \`active\` can send \`customer_request\`, which becomes \`status_reason\` ${TAIL}`,
    ]);
    expect(specExampleProblems(YAML_FIXTURE, yaml)).toEqual([
      `${YAML_FIXTURE}#/patch/requestBody/content/application~1json/examples/blockDamaged/value: pairs \`status\` \`blocked\` with \`reason\` \`damaged\`; \`blocked\` takes only \`lost\`, \`stolen\`, \`fraud_suspected\`, anything else is \`400 invalid_request\` ${TAIL}`,
      `${YAML_FIXTURE}#/patch/requestBody/content/application~1json/examples/blockSilently/value: sets \`status\` \`blocked\` without \`reason\`; it needs one of \`lost\`, \`stolen\`, \`fraud_suspected\` ${TAIL}`,
    ]);
    expect(pageRequestProblems(MDX_FIXTURE, readRepoFile(MDX_FIXTURE))).toEqual([
      `${MDX_FIXTURE}:4: pairs \`status\` \`blocked\` with \`reason\` \`customer_request\`; \`blocked\` takes only \`lost\`, \`stolen\`, \`fraud_suspected\`, anything else is \`400 invalid_request\` ${TAIL}`,
      `${MDX_FIXTURE}:17: pairs \`status\` \`active\` with \`reason\` \`lost\`; \`active\` takes only \`customer_request\`, anything else is \`400 invalid_request\` ${TAIL}`,
    ]);
  });
});
