import path from 'node:path';
import { clean } from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import {
  authRequirement,
  codeSamples,
  parameterGroups,
  requestBody,
  responses,
  servers,
  type ApiOperation,
} from './operation';
import { unlinkMissingDocs } from './markdown';
import { relatedLinks } from './related';
import * as render from './render';

/** The generator's page items: only the fields these generators read. */
interface ApiPageItem {
  api: object;
  frontMatter?: Record<string, unknown>;
}

interface TagPageItem {
  tag: { name?: string; description?: string };
}

const COMPONENTS = 'ApiReference';

/** The generator's stand-in method for the entries of the spec's `webhooks` section. */
export const isWebhookEvent = (api: { method: string }) => api.method === 'event';
const DOCS_DIR = path.resolve('docs');

/** A JSX element with JSON props: MDX parses JSON as JavaScript expressions. */
function element(name: string, props: Record<string, unknown>): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}={${JSON.stringify(value)}}`)
    .join(' ');
  return `<${name} ${attributes} />`;
}

function imports(names: string[]): string {
  return names.map((name) => `import ${name} from '@theme/${COMPONENTS}/${name}';`).join('\n');
}

const LOCATION_HEADINGS = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
} as const;

/**
 * The page's meta description: the operation description's first sentence as plain text.
 * (The generator's own keeps only the first line, cut mid-sentence where the YAML wraps.)
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

/** The MDX body of an endpoint page: our lean, server-rendered components with plain props. */
export function createApiPageMD(item: ApiPageItem): string {
  const api = item.api as ApiOperation;
  if (isWebhookEvent(api)) {
    // The generator writes a page for every event of the spec's `webhooks` too. Events are
    // documented on the notifications page, so their pages are drafts: never built for
    // production. The template reads `frontMatter.draft`, set here before it is rendered.
    item.frontMatter = { ...item.frontMatter, draft: true };
    return '';
  }
  // Read by the page template, which is rendered after this function.
  item.frontMatter = { ...item.frontMatter, description: metaDescription(api.description ?? '') };
  const groups = parameterGroups(api);
  const body = requestBody(api);
  const statuses = responses(api);
  const operationId = api.operationId ?? '';
  const parts: string[] = [
    imports(['EndpointHeader', 'StaticHtml', 'CodeSamples']),
    // The spec and Postman downloads (src/exports) also appear on the API landing, so live outside ApiReference.
    "import SpecDownloads from '@site/src/components/SpecDownloads';",
    '',
    element('EndpointHeader', {
      method: api.method,
      path: api.path,
      servers: servers(api),
      auth: authRequirement(api),
      related: relatedLinks(DOCS_DIR, operationId, api.tags ?? []),
    }),
    '',
    clean(unlinkMissingDocs(api.description ?? '')),
    '',
  ];
  if (groups.length > 0 || body) {
    parts.push('## Request {#request}', '');
    for (const group of groups) {
      parts.push(`### ${LOCATION_HEADINGS[group.location]} {#${group.location}-parameters}`, '');
      parts.push(element('StaticHtml', { html: render.schemaFields(group.parameters) }), '');
    }
    if (body) parts.push('### Body {#request-body}', '', element('StaticHtml', { html: render.requestBody(body) }), '');
  }
  parts.push('## Code samples {#code-samples}', '', element('CodeSamples', { samples: codeSamples(api) }), '');
  parts.push(element('SpecDownloads', { variant: 'inline' }), '');
  parts.push('## Responses {#responses}', '');
  for (const response of statuses) {
    const label = [response.status, response.statusText].filter(Boolean).join(' ');
    parts.push(`### ${label} {#response-${response.status}}`, '', element('StaticHtml', { html: render.response(response) }), '');
  }
  return parts.join('\n');
}

/** The MDX body of a tag (category) page: its description and every operation of the tag. */
export function createTagPageMD({ tag }: TagPageItem): string {
  return [
    `import OperationIndex from '@theme/${COMPONENTS}/OperationIndex';`,
    '',
    clean(unlinkMissingDocs(tag.description ?? '')),
    '',
    '## Operations {#operations}',
    '',
    element('OperationIndex', { tag: tag.name ?? '' }),
    '',
  ].join('\n');
}
