import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
// Generated from the OpenAPI document by `npm run gen:api` (gitignored).
import apiReference from './docs/sidebar';
import { withoutHiddenOperations } from './src/reference/sidebar';

const sidebars = {
  docs: [
    'guides/index',
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      link: { type: 'doc', id: 'api/index' },
      items: withoutHiddenOperations(apiReference),
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
