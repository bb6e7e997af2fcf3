import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, type MdxToMarkdownOptions } from './mdxToMarkdown';

function convert(mdx: string, overrides: Partial<MdxToMarkdownOptions> = {}) {
  const warnings: string[] = [];
  const markdown = mdxToMarkdown(mdx, {
    file: 'docs/guides/example.mdx',
    resolveLink: (url) => (url.startsWith('/') ? `https://docs.example.com${url}` : url),
    components: {
      TabItem: (props, children) => `**${String(props.label)}**\n\n${children}`,
      OperationIndex: (props) => `- operations of ${String(props.tag)}`,
    },
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  return { markdown, warnings };
}

const PAGE = `---
title: Deposits
description: How money arrives.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Deposits

Money sent to a [virtual account](/docs/guides/virtual-accounts) arrives as a deposit.

## Before you start {#before-you-start}

### \`deposit.received\` {#payload-deposit.received}

<!-- an editor's note -->
{/* another note */}

:::note[Sandbox]
Refills are unlimited in the [sandbox](/docs/api/intro#sandbox).
:::

<Tabs>
  <TabItem value="curl" label="curl">

    \`\`\`bash
    curl https://api.sandbox.example.com/v1/health
    \`\`\`

  </TabItem>
</Tabs>

<OperationIndex tag={"Cards"} />

\`\`\`json title="Response" operation="HealthCheckController_healthCheck" status="200"
{ "status": "ok" }
\`\`\`
`;

describe('mdxToMarkdown', () => {
  const { markdown, warnings } = convert(PAGE);

  it('drops front matter, imports, comments and heading ids', () => {
    expect(markdown.startsWith('# Deposits\n')).toBe(true);
    expect(markdown).not.toContain('import ');
    expect(markdown).not.toContain('note');
    expect(markdown).toContain('## Before you start\n');
    expect(markdown).toContain('### `deposit.received`\n');
  });

  it("drops a page's <head> (its HTML metadata), so the Markdown starts with the page's title", () => {
    const { markdown } = convert('---\ntitle: Changelog\n---\n\n<head>\n  <link rel="alternate" type="application/atom+xml" href="/feed.xml" />\n</head>\n\n# Changelog\n\nEntries.\n');
    expect(markdown).toBe('# Changelog\n\nEntries.\n');
  });

  it('makes site links absolute and keeps code blocks as written', () => {
    expect(markdown).toContain('[virtual account](https://docs.example.com/docs/guides/virtual-accounts)');
    expect(markdown).toContain('```json title="Response" operation="HealthCheckController_healthCheck" status="200"\n{ "status": "ok" }\n```');
  });

  it('turns admonitions into block quotes with their title', () => {
    expect(markdown).toContain('> **Sandbox**\n>\n> Refills are unlimited in the [sandbox](https://docs.example.com/docs/api/intro#sandbox).');
  });

  it('renders known components, keeps the content of wrappers, and dedents it', () => {
    expect(markdown).toContain('**curl**\n\n```bash\ncurl https://api.sandbox.example.com/v1/health\n```');
    expect(markdown).toContain('- operations of Cards');
    expect(markdown).not.toMatch(/<\/?[A-Z]/);
    expect(warnings).toEqual([]);
  });

  it('warns, naming file and line, about a component it cannot render', () => {
    const result = convert('# Title\n\n<StateDiagram states={[1]} />\n');
    expect(result.markdown).toBe('# Title\n');
    expect(result.warnings).toEqual(['docs/guides/example.mdx:3: <StateDiagram /> has no Markdown rendering; left out']);
  });

  it('keeps HTML elements such as <details>', () => {
    expect(convert('<details>\n<summary>More</summary>\n\nText.\n\n</details>\n').markdown).toBe('<details>\n<summary>More</summary>\n\nText.\n\n</details>\n');
  });

  it('names file and line when the MDX does not parse', () => {
    expect(() => convert('# Title\n\n<Broken\n')).toThrow(/^docs\/guides\/example\.mdx:\d+: cannot parse as MDX/);
  });
});
