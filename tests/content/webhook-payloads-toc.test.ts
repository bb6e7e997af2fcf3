import { beforeAll, describe, expect, it } from 'vitest';
import { readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec';

const PAGE = 'docs/notifications/webhook-notification-payloads.mdx';

/**
 * The events the page writes as Markdown headings (which the table of contents lists), each
 * followed by the component that renders that event's payload.
 */
export function payloadSections(source: string): { type: string; line: number; problem?: string }[] {
  const lines = source.split('\n');
  return lines.flatMap((line, index) => {
    const heading = /^### `([^`]+)` \{#payload-([^}]+)\}$/.exec(line);
    if (!heading) return [];
    const [, type, anchor] = heading;
    const next = lines.slice(index + 1).find((l) => l.trim() !== '') ?? '';
    const problem =
      anchor !== type
        ? `the heading's id is payload-${anchor}, not payload-${type}`
        : next.trim() !== `<WebhookPayloads type="${type}" />`
          ? `the heading is not followed by <WebhookPayloads type="${type}" />`
          : undefined;
    return [{ type, line: index + 1, ...(problem ? { problem } : {}) }];
  });
}

describe('the webhook payloads page lists every event in its table of contents', () => {
  let types: string[];

  beforeAll(async () => {
    types = Object.keys((await specIndex()).doc.webhooks ?? {});
  }, 60_000);

  it('has one "### `type`" heading per event of the spec, in the spec\'s order, each followed by its payload', () => {
    const sections = payloadSections(readRepoFile(PAGE));
    expect(sections.filter((s) => s.problem).map((s) => `${PAGE}:${s.line}: ${s.problem}`)).toEqual([]);
    expect(sections.map((s) => s.type)).toEqual(types);
  });

  it('flags a heading without its payload and a payload under the wrong heading', () => {
    const source = '### `a.created` {#payload-a.created}\n\n<WebhookPayloads type="b.created" />\n\n### `b.created` {#payload-b}\n';
    expect(payloadSections(source)).toEqual([
      { type: 'a.created', line: 1, problem: 'the heading is not followed by <WebhookPayloads type="a.created" />' },
      { type: 'b.created', line: 5, problem: "the heading's id is payload-b, not payload-b.created" },
    ]);
  });
});
