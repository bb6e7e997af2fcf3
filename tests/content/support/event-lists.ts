import path from 'node:path';
import { emitsSentencesOf, eventTypesNamedIn, type ApiModel } from './spec';
import { docIndex } from '../../../plugins/api-reference/view/docs';
import { operationView } from '../../../plugins/api-reference/view/operation';
import { exampleWorld } from '../../../plugins/api-reference/view/ownExamples';
import { operationMarkdown } from '../../../plugins/api-reference/render/markdown';
import { apiViewFiles, type ViewFiles } from '../../../plugins/exports/apiView';
import { API_VIEW_DIR, type PublishedEvent, type PublishedOperation } from '../../../plugins/exports/apiViewTypes';
import { NO_COMING } from '../../../plugins/api-model/coming';

/**
 * An operation's events are listed in three places a reader or a program meets: the Emits
 * sentence of its endpoint page, `events` of its `/api-view/` file (what the MCP server's
 * get_operation answers), and `emittedBy` of each event's file (get_webhook_event). All three
 * must be the spec's one list.
 */

export interface EventListProblem {
  where: string;
  rule: 'api-view-events' | 'emitted-by';
  message: string;
}

export const formatEventListProblem = (problem: EventListProblem) => `${problem.where}: ${problem.message} (rule: ${problem.rule})`;

const SITE_URL = 'https://docs.example.test';

/** The `/api-view/` files of the spec now, as the build writes them. */
export function currentApiView(model: ApiModel): ViewFiles {
  return apiViewFiles(model, { siteUrl: SITE_URL, docs: docIndex(model, path.resolve('docs')), dir: API_VIEW_DIR, samples: false, coming: NO_COMING }, true).files;
}

/** The events the endpoint page's Emits sentence names: read from the page's Markdown twin, up to its first section. */
export function pageEmits(model: ApiModel): Map<string, string[]> {
  const docs = docIndex(model, path.resolve('docs'));
  const world = exampleWorld(model);
  const types = new Set(model.webhookEvents.map((event) => event.type));
  return new Map(
    model.operations.map((op) => {
      const intro = operationMarkdown(operationView(op, docs, { world }), SITE_URL).split(/^## /m)[0];
      return [op.operationId, eventTypesNamedIn(emitsSentencesOf(intro).join(' '), types)];
    }),
  );
}

const listed = (names: readonly string[]) => (names.length > 0 ? names.map((name) => `\`${name}\``).join(', ') : 'none');
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === a.length;

export function checkEventLists(model: ApiModel, view: ViewFiles, page: Map<string, string[]>): EventListProblem[] {
  const problems: EventListProblem[] = [];
  const viewEvents = new Map<string, string[]>();
  for (const op of model.operations) {
    const file = `${API_VIEW_DIR}/operations/${encodeURIComponent(op.operationId)}.json`;
    const events = (JSON.parse(view[file]) as PublishedOperation).events;
    viewEvents.set(op.operationId, events);
    const onPage = page.get(op.operationId) ?? [];
    if (!sameSet(events, onPage)) {
      problems.push({ where: `${file}#/events`, rule: 'api-view-events', message: `${op.operationId} lists ${listed(events)}; its endpoint page's Emits sentence names ${listed(onPage)}` });
    }
  }
  for (const { type } of model.webhookEvents) {
    const file = `${API_VIEW_DIR}/events/${encodeURIComponent(type)}.json`;
    if (!(file in view)) continue;
    const emittedBy = (JSON.parse(view[file]) as PublishedEvent).emittedBy.map((ref) => ref.operationId);
    const emitters = model.operations.filter((op) => viewEvents.get(op.operationId)?.includes(type)).map((op) => op.operationId);
    if (!sameSet(emittedBy, emitters)) {
      problems.push({ where: `${file}#/emittedBy`, rule: 'emitted-by', message: `\`${type}\` is emitted by ${listed(emittedBy)}; the operations that list it among their events are ${listed(emitters)}` });
    }
  }
  return problems;
}
