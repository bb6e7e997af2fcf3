import { NotFoundError } from './failures';
import { nearest } from './text';
import type { ApiViewIndex, OperationEntry } from './view';

/** Words as lodash's kebabCase splits them (the site's page ids use it). */
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g;
export const kebab = (name: string) => (name.match(WORDS) ?? []).map((word) => word.toLowerCase()).join('-');

/** The endpoint page's route of an operation: `/docs/{kebab-cased operationId}`. */
export const routeOf = (operationId: string) => `/docs/${kebab(operationId)}`;

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const withoutController = (operationId: string) => operationId.replace(/^[A-Za-z]+Controller_/, '').replace(/^[^_]+_/, '');

/** Does a concrete path (`/cards/crd_123/status`) fit a template (`/cards/{card_id}/status`)? */
function fits(template: string, concrete: string): boolean {
  const a = template.replace(/\/+$/, '').split('/');
  const b = concrete.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || (/^\{.+\}$/.test(part) && b[i] !== ''));
}

/**
 * The operation a developer means, by any name they paste: the operationId with or without its
 * controller (`CardsController_createCreditCard`, `createCreditCard`), the page slug
 * (`cards-controller-create-credit-card`) or its URL, `POST /cards/credit`, the full request URL
 * with a server's base, or a concrete path with ids.
 */
export function findOperation(index: ApiViewIndex, name: string): OperationEntry {
  const operations = index.operations;
  const text = name.trim();
  const wanted = squash(text);
  const byName = operations.filter(
    (op) => squash(op.operationId) === wanted || squash(withoutController(op.operationId)) === wanted || squash(op.summary) === wanted,
  );
  if (byName.length === 1) return byName[0];

  const slug = /\/docs\/([a-z0-9-]+?)(?:\.md)?(?:[#?].*)?$/.exec(text)?.[1] ?? text.toLowerCase();
  const bySlug = operations.find((op) => routeOf(op.operationId) === `/docs/${slug}`);
  if (bySlug) return bySlug;

  const request = /^(?:([A-Za-z]+)\s+)?(\S+)$/.exec(text);
  if (request && (request[2].startsWith('/') || /^https?:\/\//.test(request[2]))) {
    const method = request[1]?.toLowerCase();
    let path = request[2].split(/[?#]/)[0];
    for (const server of index.servers) {
      const base = server.url.replace(/\/+$/, '');
      if (path.startsWith(base)) path = path.slice(base.length) || '/';
    }
    if (/^https?:\/\//.test(path)) path = new URL(path).pathname.replace(/^\/v\d+(?=\/)/, '');
    const exact = operations.filter((op) => op.path === path);
    const candidates = exact.length > 0 ? exact : operations.filter((op) => fits(op.path, path));
    const matching = method ? candidates.filter((op) => op.method === method) : candidates;
    if (matching.length === 1) return matching[0];
    if (matching.length > 1) {
      throw new NotFoundError(`One operation for \`${text}\``, matching.map((op) => `${op.method.toUpperCase()} ${op.path}`), 'Several operations share this path: give the method too.');
    }
    if (candidates.length > 0) {
      throw new NotFoundError(`\`${text}\``, candidates.map((op) => `${op.method.toUpperCase()} ${op.path}`), `The path has no ${method?.toUpperCase()} operation.`);
    }
  }
  const names = operations.map((op) => withoutController(op.operationId));
  const suggestions = nearest(text.replace(/^.*\//, ''), names);
  throw new NotFoundError(`Operation \`${text}\``, suggestions, 'Give an operationId, `METHOD /path`, a request URL or an endpoint page URL; list_operations lists them all.');
}
