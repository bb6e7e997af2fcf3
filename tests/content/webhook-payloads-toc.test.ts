import { beforeAll, describe, expect, it } from 'vitest';
import { readRepoFile } from './support/repo-files';
import { specIndex } from './support/spec-index';

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

const EVENTS_SOURCE = 'examples/api/components/schemas/events.yaml';

/** The objects events carry, in words (`KycDocument` → `KYC document`), read from the `*EventData` schemas' `$ref`s. */
export function eventObjects(events: string): string[] {
  return [...events.matchAll(/^\w+EventData:\n(?:^ .*\n)*?^\s+\$ref: '[^#]*#\/(\w+)'/gm)].map((match) =>
    match[1].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^kyc\b/, 'KYC'),
  );
}

/** Each object an event carries that the intro of the page's payloads section does not point to, as `file:line: … (rule: payload-object-described)`. */
export function objectsWithoutPage(source: string, objects: string[]): string[] {
  const start = source.indexOf('## Event payloads');
  const intro = source.slice(start, source.indexOf('\n### ', start));
  const line = source.slice(0, start).split('\n').length;
  return objects
    .filter((object) => !new RegExp(`^- an? ${object}\\b(?:[^\\n]|\\n  )*?\\]\\(/docs/`, 'm').test(intro))
    .map((object) => `${PAGE}:${line}: events carry a ${object}, but the payloads section does not say where a ${object} is described (a "- a ${object}: [page](/docs/…)" item) (rule: payload-object-described)`);
}

describe('the payloads section says where each object an event carries is described', () => {
  it('names every object of the *EventData schemas', () => {
    const objects = eventObjects(readRepoFile(EVENTS_SOURCE));
    expect(objects).toEqual(expect.arrayContaining(['customer', 'KYC document', 'wallet', 'virtual account', 'card', 'transaction']));
    expect(objectsWithoutPage(readRepoFile(PAGE), objects)).toEqual([]);
  });

  it('fails on the sentence that named four overview pages', () => {
    const source = readRepoFile(PAGE);
    const planted = source.replace(/^- a transaction,[^]*?glossary\.\n/m, '').replace(/^- a KYC document:.*\n/m, '');
    const line = planted.slice(0, planted.indexOf('## Event payloads')).split('\n').length;
    expect(objectsWithoutPage(planted, ['customer', 'KYC document', 'transaction'])).toEqual([
      `${PAGE}:${line}: events carry a KYC document, but the payloads section does not say where a KYC document is described (a "- a KYC document: [page](/docs/…)" item) (rule: payload-object-described)`,
      `${PAGE}:${line}: events carry a transaction, but the payloads section does not say where a transaction is described (a "- a transaction: [page](/docs/…)" item) (rule: payload-object-described)`,
    ]);
  });
});
