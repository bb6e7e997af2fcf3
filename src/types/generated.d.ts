// Data the api-reference plugin (src/reference/plugin.ts) writes at build time.
declare module '@generated/api-reference/default/operations.json' {
  import type { TagSummary } from '@site/src/reference/model';

  const tags: TagSummary[];
  export default tags;
}

declare module 'lodash/kebabCase' {
  export default function kebabCase(value: string): string;
}
