import type { ApiModel, JsonValue, OperationModel } from '../api-model';
import { emittedEvents } from '../api-model/emits';
import { contentData } from '../api-content/data';
import { withFieldsDated } from '../api-content/coming';
import { comingPlacement } from '../api-model/comingPlacement';
import { PAYLOADS_PAGE } from '../api-content/payloads';
import type { ChangelogWithChanges } from '../changelog-feed';
import { releaseSpecPath } from '../changelog-feed';
import type { DocIndex } from '../api-reference/view/docs';
import { unlinkMissingDocs } from '../api-reference/view/docs';
import { ERROR_CATALOGUE_ROUTE } from '../api-reference/view/errors';
import { operationView } from '../api-reference/view/operation';
import { exampleWorld, type World } from '../api-reference/view/ownExamples';
import { NO_COMING, withAvailableFrom, withDatedErrors, type ComingMarks } from '../api-model/coming';
import { mapDescriptions, toSchemaNode, withFieldExamplesFrom } from '../api-reference/view/schema';
import { withAbsoluteLinks } from './downloads';
import { statusMeanings } from './statusMeanings';
import {
  API_VIEW_CHANGES,
  API_VIEW_DIR,
  API_VIEW_INDEX,
  releaseViewIndex,
  type ApiViewIndex,
  type OperationRef,
  type PublishedChange,
  type PublishedChanges,
  type PublishedEvent,
  type PublishedOperation,
  type PublishedSchema,
} from './apiViewTypes';

/** The files of one view: site path -> JSON text. */
export type ViewFiles = Record<string, string>;

interface ViewContext {
  siteUrl: string;
  /** The docs of this build: links to others are reduced to their text, and pages are linked only if they exist. */
  docs: DocIndex;
  /** Where the view's files go: `/api-view` or `/api-view/<date>`. */
  dir: string;
  /** Whether operations carry their code samples (those of a past release's view do not: samples send today's API). */
  samples: boolean;
  /** What the coming release adds (the current view only): marked with its date, as the endpoint pages mark it. */
  coming: ComingMarks;
}

const jsonText = (value: unknown) => `${JSON.stringify(value)}\n`;
/** A file name for any name (schema names and event types are safe already; operation ids too). */
const fileName = (name: string) => `${encodeURIComponent(name)}.json`;

function operationRef(op: OperationModel, context: ViewContext): OperationRef {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    summary: op.summary,
    ...(context.docs.exists(op.route) ? { url: `${context.siteUrl}${op.route}` } : {}),
  };
}

function publishedOperation(op: OperationModel, model: ApiModel, context: ViewContext, world: World, file: string): PublishedOperation {
  const view = operationView(op, context.docs, { coming: context.coming, world });
  const eventTypes = new Set(model.webhookEvents.map((event) => event.type));
  const published: PublishedOperation = {
    ...operationRef(op, context),
    tags: op.tags,
    file,
    generalErrors: generalCodesOf(op),
    description: unlinkMissingDocs(withAvailableFrom(op.description.trim(), context.coming), context.docs.exists),
    servers: view.servers,
    auth: view.auth,
    related: view.related.map((link) => ({ kind: link.kind, label: link.label, url: `${context.siteUrl}${link.to}` })),
    parameterGroups: view.parameterGroups,
    ...(view.requestBody ? { requestBody: view.requestBody } : {}),
    responses: view.responses,
    errors: withDatedErrors(op.operationId, op.errors, context.coming).map((error) => ({ code: error.code, status: error.status, when: error.when })),
    events: emittedEvents(op.description, eventTypes),
    // With several request examples, each carries its own samples (the first's are the page's).
    samples: context.samples && view.requestExamples.length === 0 ? view.samples : [],
    requestExamples: view.requestExamples.map((example) => ({ ...example, samples: context.samples ? example.samples : [] })),
  };
  return withAbsoluteLinks(published as unknown as JsonValue, context.siteUrl) as unknown as PublishedOperation;
}

const generalCodesOf = (op: OperationModel) => op.generalErrors.map((error) => error.code);

/** The operations whose request or response body refers to the schema (in the bundled document). */
function schemaUsers(model: ApiModel, name: string): OperationModel[] {
  const ref = `"#/components/schemas/${name}"`;
  const bundledPaths = model.spec.bundled.paths as Record<string, Record<string, unknown>>;
  return model.operations.filter((op) => {
    const raw = bundledPaths[op.path]?.[op.method] as { requestBody?: unknown; responses?: unknown } | undefined;
    return JSON.stringify([raw?.requestBody, raw?.responses]).includes(ref);
  });
}

/** The files of the view of one model (the current spec, or a release's). */
export function apiViewFiles(model: ApiModel, context: ViewContext, withEvents: boolean): { index: ApiViewIndex; files: ViewFiles } {
  const { siteUrl, docs, dir } = context;
  const files: ViewFiles = {};
  const unlinked = (markdown: string) => unlinkMissingDocs(withAvailableFrom(markdown, context.coming), docs.exists);
  const node = (schema: Parameters<typeof toSchemaNode>[0]) => mapDescriptions(toSchemaNode(schema), unlinked);
  const index: ApiViewIndex = {
    spec: '',
    servers: model.servers,
    tags: model.tags.map((tag) => ({ name: tag.name, description: unlinked(tag.description), ...(docs.exists(tag.route) ? { url: `${siteUrl}${tag.route}` } : {}) })),
    operations: [],
    schemas: [],
    events: [],
    errorCodes: model.errorCodes.map((entry) => ({
      ...entry,
      url: `${siteUrl}${ERROR_CATALOGUE_ROUTE}#${entry.code}`,
      namedBy: model.operations.flatMap((op) => op.errors.filter((error) => error.code === entry.code).map((error) => ({ operationId: op.operationId, when: error.when }))),
    })),
    statusMeanings: statusMeanings(model),
  };

  const world = exampleWorld(model);
  for (const op of model.operations) {
    const file = `${dir}/operations/${fileName(op.operationId)}`;
    files[file] = jsonText(publishedOperation(op, model, context, world, `${siteUrl}${file}`));
    index.operations.push({ ...operationRef(op, context), tags: op.tags, file: `${siteUrl}${file}`, statuses: Object.keys(op.responses), generalErrors: generalCodesOf(op) });
  }

  // A release's view has no events (its spec may predate what the payloads page checks) and no coming release.
  const payloads = withEvents ? contentData(model, undefined, context.coming).webhookPayloads : [];
  const isEvent = (name: string) => payloads.some((payload) => payload.schemaName === name);
  for (const [name, schema] of Object.entries(model.schemas)) {
    const file = `${dir}/schemas/${fileName(name)}`;
    const example = schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
    const published: PublishedSchema = {
      name,
      node: withFieldsDated(isEvent(name) ? withFieldExamplesFrom(node(schema), example) : node(schema), comingPlacement(context.coming).schema(name, payloads), context.coming),
      ...(example !== undefined ? { example: JSON.stringify(example, null, 2) } : {}),
      usedBy: schemaUsers(model, name).map((op) => operationRef(op, context)),
    };
    files[file] = jsonText(withAbsoluteLinks(published as unknown as JsonValue, siteUrl));
    index.schemas.push({ name, file: `${siteUrl}${file}` });
  }

  if (withEvents) {
    const eventTypes = new Set(model.webhookEvents.map((event) => event.type));
    const webhooks = model.spec.dereferenced.webhooks as Record<string, { post?: { description?: string; parameters?: { name: string; in: string; description?: string }[] } }>;
    for (const payload of payloads) {
      const file = `${dir}/events/${fileName(payload.type)}`;
      const operation = webhooks[payload.type]?.post;
      const signature = operation?.parameters?.find((parameter) => parameter.in === 'header');
      const published: PublishedEvent = {
        type: payload.type,
        description: unlinked((operation?.description ?? '').trim()),
        url: `${siteUrl}${PAYLOADS_PAGE}#${payload.type}`,
        schemaName: payload.schemaName,
        objectName: payload.objectName,
        payload: payload.schema,
        example: payload.example,
        ...(signature ? { signature: { name: signature.name, description: (signature.description ?? '').trim() } } : {}),
        emittedBy: model.operations.filter((op) => emittedEvents(op.description, eventTypes).includes(payload.type)).map((op) => operationRef(op, context)),
      };
      files[file] = jsonText(withAbsoluteLinks(published as unknown as JsonValue, siteUrl));
      const summary = model.webhookEvents.find((event) => event.type === payload.type)?.description ?? '';
      index.events.push({ type: payload.type, summary, file: `${siteUrl}${file}` });
    }
  }
  return { index, files };
}

/**
 * The changes of every release, as the changelog lists them under its entries (the same diff,
 * the same assignment to entries), each once, breaking first within its release.
 */
export function publishedChanges(changelog: ChangelogWithChanges, model: ApiModel, siteUrl: string, changelogRoute: string): PublishedChanges {
  const tagsOf = new Map(model.operations.map((op) => [op.operationId, op.tags]));
  const seen = new Set<string>();
  const changes: PublishedChange[] = [];
  const dates = [...changelog.releases].reverse();
  for (const date of dates) {
    const ofRelease: PublishedChange[] = [];
    for (const entry of changelog.entries.filter((candidate) => candidate.date === date)) {
      for (const change of changelog.changes.get(entry.id) ?? []) {
        const key = `${date}\n${change.target}\n${change.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const event = change.target.startsWith('event:') ? change.target.slice('event:'.length) : undefined;
        ofRelease.push({
          date,
          ...(event ? { event } : { operationId: change.target }),
          tags: event ? [] : (tagsOf.get(change.target) ?? []),
          breaking: change.breaking,
          text: change.text,
          url: `${siteUrl}${change.href}`,
          entry: { title: entry.title, kind: entry.kind, url: `${siteUrl}${changelogRoute}#${entry.id}` },
        });
      }
    }
    changes.push(...ofRelease.sort((a, b) => Number(b.breaking) - Number(a.breaking)));
  }
  return { releases: dates.map((date) => ({ date, spec: `${siteUrl}${releaseSpecPath(date, 'json')}` })), changes };
}

export interface ApiViewInput {
  siteUrl: string;
  model: ApiModel;
  docs: DocIndex;
  releases: { date: string; model: ApiModel }[];
  changelog: ChangelogWithChanges;
  changelogRoute: string;
  coming: ComingMarks;
  pages: ApiViewIndex['pages'];
}

/** Every file of `/api-view/`: the current API's view with its index, each release's, and the changes. */
export function apiViewSite(input: ApiViewInput): ViewFiles {
  const { siteUrl, docs } = input;
  const current = apiViewFiles(input.model, { siteUrl, docs, dir: API_VIEW_DIR, samples: true, coming: input.coming }, true);
  const files: ViewFiles = { ...current.files };
  const releases: NonNullable<ApiViewIndex['releases']> = [];
  for (const release of [...input.releases].sort((a, b) => a.date.localeCompare(b.date))) {
    const view = apiViewFiles(release.model, { siteUrl, docs, dir: `${API_VIEW_DIR}/${release.date}`, samples: false, coming: NO_COMING }, false);
    Object.assign(files, view.files);
    files[releaseViewIndex(release.date)] = jsonText({ ...view.index, spec: `${siteUrl}${releaseSpecPath(release.date, 'json')}`, release: release.date });
    releases.push({ date: release.date, spec: `${siteUrl}${releaseSpecPath(release.date, 'json')}`, index: `${siteUrl}${releaseViewIndex(release.date)}` });
  }
  files[API_VIEW_CHANGES] = jsonText(publishedChanges(input.changelog, input.model, siteUrl, input.changelogRoute));
  files[API_VIEW_INDEX] = jsonText({
    ...current.index,
    spec: `${siteUrl}/openapi.json`,
    releases,
    changes: `${siteUrl}${API_VIEW_CHANGES}`,
    pages: input.pages,
  } satisfies ApiViewIndex);
  return files;
}
