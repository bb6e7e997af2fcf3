// Data files the site's plugins write at build time (`actions.createData`), imported by their components.
declare module '@generated/api-reference/default/operations.json' {
  import type { TagSummary } from '@site/plugins/api-reference/view/types';

  const tags: TagSummary[];
  export default tags;
}

declare module '@generated/api-content/default/error-codes.json' {
  import type { ErrorCodeEntry } from '@site/plugins/api-model';

  const codes: ErrorCodeEntry[];
  export default codes;
}

declare module '@generated/api-content/default/webhook-events.json' {
  import type { ListedWebhookEvent } from '@site/plugins/api-content/data';

  const events: ListedWebhookEvent[];
  export default events;
}

declare module '@generated/api-content/default/webhook-payloads.json' {
  const payloads: { type: string; schemaName: string; objectName: string }[];
  export default payloads;
}

declare module '@generated/api-content/default/webhook-payloads/*.json' {
  /** One event's payload fields and example, as build-time HTML. */
  const body: { schemaHtml: string; exampleHtml: string };
  export default body;
}

declare module '@generated/api-content/default/resource-schemas.json' {
  /** Each overview schema's fields as build-time HTML, by component schema name. */
  const schemas: Record<string, string | undefined>;
  export default schemas;
}

declare module '@generated/api-content/default/lifecycles.json' {
  import type { LifecycleData } from '@site/plugins/api-content/data';

  const lifecycles: Record<string, LifecycleData | undefined>;
  export default lifecycles;
}

declare module '@generated/api-content/default/value-lists.json' {
  import type { ValueListData } from '@site/plugins/api-content/data';

  const lists: Record<string, ValueListData | undefined>;
  export default lists;
}

declare module '@generated/api-content/default/catch-up.json' {
  /** The events listing with `updated_after` cannot recover, with what to do instead as HTML. */
  const gaps: { events: string[]; insteadHtml: string }[];
  export default gaps;
}

declare module 'lodash/kebabCase' {
  export default function kebabCase(value: string): string;
}

declare module 'lodash/escapeRegExp' {
  export default function escapeRegExp(value: string): string;
}

declare module '@generated/changelog-feed/default/changes-by-operation.json' {
  import type { ChangesByOperation } from '@site/plugins/changelog-feed';

  const changes: ChangesByOperation;
  export default changes;
}

declare module '@generated/api-content/default/operation-errors.json' {
  import type { OperationErrors } from '@site/plugins/api-content/operationErrorRows';

  /** Each operation's own errors (`x-errors`), by operationId. */
  const errors: Record<string, OperationErrors>;
  export default errors;
}

declare module '@generated/changelog-feed/default/breaking-without-notice.json' {
  import type { BreakingWithoutNoticeData } from '@site/plugins/changelog-feed/notice';
  const data: BreakingWithoutNoticeData;
  export default data;
}

declare module '@generated/changelog-feed/default/coming-release.json' {
  import type { ComingRelease } from '@site/plugins/changelog-feed/coming';
  const data: ComingRelease;
  export default data;
}

declare module '@generated/changelog-feed/default/changelog-filter.json' {
  import type { ChangelogFilterData } from '@site/plugins/changelog-feed';
  const data: ChangelogFilterData;
  export default data;
}
