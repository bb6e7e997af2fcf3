import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars = {
  docs: [
    'guides/index',
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      link: { type: 'doc', id: 'api/index' },
      items: [],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
