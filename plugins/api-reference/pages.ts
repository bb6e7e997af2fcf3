import type { OperationModel, TagModel } from '../api-model';
import { examplesServer } from '../api-model/servers';
import { PAGE_DATA_SUFFIX } from './paths';
import * as html from './render/html';
import { markdownToHtml } from './render/markdownToHtml';
import type { CodeSample, ExampleChoice, OperationView, ResponseExamples, ServerInfo } from './view/types';

/**
 * The HTML rendering of the operation view, as the MDX of an endpoint page: headings for the
 * table of contents, and our lean components with plain props built here (fields, bodies,
 * responses and code are HTML strings in the page's data file, so the page hydrates a handful
 * of elements).
 */

const COMPONENTS = 'ApiReference';

/**
 * A JSX element with JSON props (MDX parses JSON as JavaScript expressions): self-closing, or
 * with `open` the opening tag of an element whose children (Markdown) follow.
 */
function element(name: string, props: Record<string, unknown>, open = false): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}={${JSON.stringify(value)}}`)
    .join(' ');
  return `<${name} ${attributes}${open ? '>' : ' />'}`;
}

const imports = (names: string[]) => names.map((name) => `import ${name} from '@theme/${COMPONENTS}/${name}';`).join('\n');

/** YAML front matter; every value is JSON, which YAML reads as is. */
function frontMatter(fields: Record<string, unknown>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...lines, '---', ''].join('\n');
}

/**
 * Markdown from the spec, made safe for MDX: outside code, `<`, `>`, `{` and `}` are text, not
 * JSX or expressions.
 */
export function escapeMdx(markdown: string): string {
  return markdown
    .split(/(^```[\s\S]*?^```$|`[^`\n]+`)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/([{}])/g, '\\$1')))
    .join('');
}

const LOCATION_HEADINGS = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
} as const;

/**
 * The page's meta description: the operation description's first sentence as plain text
 * (the whole sentence, also where the YAML wraps it).
 */
export function metaDescription(markdown: string): string {
  const text = markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*|\\/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

const serverInfo = (view: OperationView): ServerInfo[] => {
  const samples = examplesServer(view.servers);
  return view.servers.map((server) => {
    const descriptionHtml = markdownToHtml(server.description);
    return { url: server.url, ...(descriptionHtml ? { descriptionHtml } : {}), ...(server === samples ? { samplesDefault: true } : {}) };
  });
};

/**
 * The bulky props of an endpoint page (field lists, response bodies and code, as HTML), kept
 * out of its MDX in a JSON file beside it: the bundler reads JSON natively, whereas MDX would
 * parse each of them as a JavaScript expression.
 */
export interface EndpointPageData {
  /** The HTML of each StaticHtml block, in page order. */
  html: string[];
  /** The code column's props (EndpointCode). */
  code: { examples: ExampleChoice[]; samples: CodeSample[][]; responses: ResponseExamples[] };
}

/** The file of a page's data, beside its MDX: `{pageId}.data.json`. */
export const endpointDataFile = (pageId: string) => `${pageId}${PAGE_DATA_SUFFIX}`;

/**
 * The MDX file of an endpoint page, at `/docs/{pageId}`, and its data file. On wide screens
 * (EndpointLayout) the code column (EndpointCode: the samples and the response examples) sits
 * beside the request and the responses and stays in view; on narrow ones it comes between them.
 */
export function endpointPage(view: OperationView): { mdx: string; data: EndpointPageData } {
  const op = view.operation;
  const blocks: string[] = [];
  const staticHtml = (markup: string) => `<StaticHtml html={page.html[${blocks.push(markup) - 1}]} />`;
  const parts: string[] = [
    frontMatter({
      id: op.pageId,
      slug: `/${op.pageId}`,
      title: op.summary,
      description: metaDescription(view.specDescription),
      sidebar_label: op.summary,
      sidebar_class_name: `api-method api-method--${op.method}`,
      keywords: [op.operationId, op.path],
      custom_edit_url: null,
    }),
    imports(['EndpointLayout', 'EndpointHeader', 'StaticHtml', 'EndpointCode']),
    // The spec and Postman downloads (at the end) also appear on the API landing: the exports plugin owns them.
    "import SpecDownloads from '@theme/SpecDownloads';",
    // The changelog entries about this operation: the changelog-feed plugin owns them.
    "import EndpointChanges from '@theme/EndpointChanges';",
    `import page from './${endpointDataFile(op.pageId)}';`,
    '',
    '<EndpointLayout>',
    '',
    '<div className="ref-column ref-column--request">',
    '',
    element('EndpointHeader', { method: op.method, path: op.path, servers: serverInfo(view), auth: view.auth, related: view.related }),
    '',
    escapeMdx(view.description),
    '',
    element('EndpointChanges', { operationId: op.operationId }),
    '',
  ];
  if (view.parameterGroups.length > 0 || view.requestBody) {
    parts.push('## Request {#request}', '');
    for (const group of view.parameterGroups) {
      parts.push(`### ${LOCATION_HEADINGS[group.location]} {#${group.location}-parameters}`, '');
      parts.push(staticHtml(html.schemaFields(group.parameters, 'request')), '');
    }
    if (view.requestBody) parts.push('### Body {#request-body}', '', staticHtml(html.requestBody(view.requestBody)), '');
  }
  parts.push('</div>', '');
  const choices = view.requestExamples.map(({ name, label }) => ({ name, label }));
  const sampleSets = view.requestExamples.length > 0 ? view.requestExamples.map((example) => example.samples) : [view.samples];
  const code: EndpointPageData['code'] = {
    examples: choices,
    samples: sampleSets.map((samples) => html.sampleBlocks(samples)),
    responses: html.responseExamples(view.responses, choices.map((choice) => choice.name)),
  };
  parts.push(
    '<EndpointCode examples={page.code.examples} samples={page.code.samples} responses={page.code.responses}>',
    '',
    '## Code samples {#code-samples}',
    '',
    '</EndpointCode>',
    '',
  );
  parts.push('<div className="ref-column ref-column--responses">', '');
  parts.push('## Responses {#responses}', '');
  for (const response of view.responses) {
    const label = [response.status, response.statusText].filter(Boolean).join(' ');
    parts.push(`### ${label} {#response-${response.status}}`, '', staticHtml(html.response(response)), '');
  }
  parts.push(element('SpecDownloads', { variant: 'inline' }), '', '</div>', '', '</EndpointLayout>');
  return { mdx: `${parts.join('\n')}\n`, data: { html: blocks, code } };
}

/** The MDX file of a tag (category) page, at `/docs/categories-{pageId}`: its description and every operation of the tag. */
export function tagPage(tag: TagModel, unlink: (markdown: string) => string): string {
  return [
    frontMatter({
      id: tag.pageId,
      title: tag.name,
      description: `Every ${tag.name} operation of the Ledgerline API, with its method, path and page.`,
      slug: `/categories-${tag.pageId}`,
      custom_edit_url: null,
    }),
    `import OperationIndex from '@theme/${COMPONENTS}/OperationIndex';`,
    '',
    escapeMdx(unlink(tag.description)),
    '',
    '## Operations {#operations}',
    '',
    element('OperationIndex', { tag: tag.name }),
    '',
  ].join('\n');
}

/** A sidebar category per tag, linking its tag page, with the operations that have an entry. */
export function referenceSidebar(tags: TagModel[], docId: (pageId: string) => string) {
  return tags.map((tag) => ({
    type: 'category' as const,
    label: tag.name,
    link: { type: 'doc' as const, id: docId(tag.pageId) },
    items: tag.operations
      .filter((op: OperationModel) => op.inSidebar)
      .map((op) => ({ type: 'doc' as const, id: docId(op.pageId), label: op.summary, className: `api-method ${op.method}` })),
  }));
}
