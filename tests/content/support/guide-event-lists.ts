import { lineAt, parseMdx } from './mdx';

/**
 * Rule `guide-event-list`: a guide with a `<WebhookEventList types={[…]} />` asks for a
 * subscription to the events on it, so every event type its prose names in backticks (an event
 * it tells you to handle or expect) is on that list.
 */
const LIST = /<WebhookEventList\s+types=\{\[([^\]]*)\]\}/;

export function guideEventListProblems(file: string, source: string, types: ReadonlySet<string>): string[] {
  const list = LIST.exec(source);
  if (!list) return [];
  const listed = new Set([...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]));
  const listLine = source.slice(0, list.index).split('\n').length;
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const paragraph of parseMdx(source).paragraphs) {
    for (const match of paragraph.text.matchAll(/`([a-z][a-z_]*\.[a-z_]+)`/g)) {
      const type = match[1];
      if (!types.has(type) || listed.has(type) || reported.has(type)) continue;
      reported.add(type);
      problems.push(`${file}:${lineAt(paragraph, match.index)}: names \`${type}\`, which the page's webhook events list (${file}:${listLine}) leaves out; a reader subscribes to that list, so add it there (rule: guide-event-list)`);
    }
  }
  return problems;
}
