/**
 * The API reference as the build publishes it for programs (`/api-view/`): the same operation
 * view the endpoint pages render, as JSON, one file per operation, schema and event, with an
 * index. The docs' MCP server answers from these files; it imports these types only.
 * Descriptions are Markdown with absolute links; every `url` is an absolute URL of the site.
 */
import type { ServerModel } from '../api-model';
import type { AuthRequirement, ParameterGroup, RequestBodyView, ResponseView, SampleCode, SchemaNode } from '../api-reference/view/types';

export type { AuthRequirement, EnumValue, ExampleView, MediaView, ParameterGroup, RequestBodyView, ResponseView, SampleCode, SchemaNode, SchemaVariant } from '../api-reference/view/types';
export type ServerModelView = ServerModel;

/** Where the files are, under the site root. */
export const API_VIEW_DIR = '/api-view';
/** The index of the current API; a release's is `/api-view/<date>/index.json`. */
export const API_VIEW_INDEX = `${API_VIEW_DIR}/index.json`;
/** What changed in each release, from the diff the changelog lists. */
export const API_VIEW_CHANGES = `${API_VIEW_DIR}/changes.json`;

export const releaseViewIndex = (date: string) => `${API_VIEW_DIR}/${date}/index.json`;

export interface OperationEntry {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tags: string[];
  /** The endpoint page, when this build has it (an operation of a past release may have none). */
  url?: string;
  /** The operation's file. */
  file: string;
  /** The statuses it documents. */
  statuses: string[];
  /** Of the codes any operation can return (`x-any-operation`), those that apply to this one. */
  generalErrors: string[];
}

/**
 * What an error status means: `meaning` holds on every operation that documents the status except
 * the `exceptions`, each with its own description.
 */
export interface StatusMeaning {
  meaning: string;
  exceptions: { operationId: string; meaning: string }[];
}

export interface ErrorCodeEntry {
  code: string;
  status: number;
  title: string;
  description: string;
  /** Its entry in the error catalogue. */
  url: string;
  /** The operations that name it among their own errors, and when each returns it; none: any operation with its status can. */
  namedBy: { operationId: string; when: string }[];
}

export interface ApiViewIndex {
  /** The OpenAPI file the view was made from. */
  spec: string;
  /** The release date, for the view of a past release. */
  release?: string;
  servers: ServerModelView[];
  tags: { name: string; description: string; url?: string }[];
  operations: OperationEntry[];
  schemas: { name: string; file: string }[];
  events: { type: string; summary: string; file: string }[];
  errorCodes: ErrorCodeEntry[];
  /** What each error status means (the shared response's description, and the operations that say otherwise), by status. */
  statusMeanings: Record<string, StatusMeaning>;
  /** The released versions, oldest first (the current index only). */
  releases?: { date: string; spec: string; index: string }[];
  /** The changes of every release (the current index only). */
  changes?: string;
  /** Every doc page with its tags, for search filters (the current index only). */
  pages?: { url: string; title: string; tags: string[] }[];
}

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  url?: string;
}

export interface PublishedOperation extends Omit<OperationEntry, 'statuses'> {
  /** The operation's description (Markdown); its own errors are in `errors`. */
  description: string;
  servers: ServerModelView[];
  auth: AuthRequirement;
  related: { kind: 'overview' | 'guide'; label: string; url: string }[];
  parameterGroups: ParameterGroup[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /** The errors particular to this operation (`x-errors`) and when each happens. */
  errors: { code: string; status: number; when: string }[];
  /** The webhook events its description says it emits. */
  events: string[];
  /** The code samples of the page in every language, when the request has one example or none (else each example has its own). */
  samples: SampleCode[];
  /** Every named request example with its samples, when there are several; the first is the page's. */
  requestExamples: { name: string; label: string; samples: SampleCode[] }[];
}

export interface PublishedSchema {
  name: string;
  /** The schema as the reference shows it: its type, description, fields, values and variants. */
  node: SchemaNode;
  /** JSON of its example, if it has one. */
  example?: string;
  /** The operations whose request or response body uses it. */
  usedBy: OperationRef[];
}

export interface PublishedEvent {
  type: string;
  /** When it is sent (Markdown). */
  description: string;
  /** Its payload on the payloads page. */
  url: string;
  schemaName: string;
  /** The resource in `data.object`, shown as one field: `get_schema` of it gives its fields. */
  objectName: string;
  payload: SchemaNode;
  example: string;
  /** The header that signs the delivery. */
  signature?: { name: string; description: string };
  emittedBy: OperationRef[];
}

/** One change of a release, as the changelog lists it under its entry. */
export interface PublishedChange {
  /** The release it shipped in. */
  date: string;
  operationId?: string;
  event?: string;
  /** The tags of its operation (none for an event). */
  tags: string[];
  breaking: boolean;
  text: string;
  /** The field on its endpoint page, or the event's payload. */
  url: string;
  entry: { title: string; kind: string; url: string };
}

export interface PublishedChanges {
  releases: { date: string; spec: string }[];
  /** Oldest release first; within a release, breaking first. */
  changes: PublishedChange[];
}
