import type { ApiModel } from '../api-model';
import type { TagSummary } from './view/types';

/** Every operation grouped by tag, as the API landing's operation map and the tag pages list them. */
export function operationIndex(model: ApiModel): TagSummary[] {
  return model.tags.map((tag) => ({
    name: tag.name,
    pageId: tag.pageId,
    route: tag.route,
    operations: tag.operations.map((op) => ({ id: op.pageId, title: op.summary, method: op.method, path: op.path, tag: op.tag, inSidebar: op.inSidebar })),
  }));
}
