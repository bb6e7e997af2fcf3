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
    {
      type: 'category',
      label: 'Browse',
      items: [
        { type: 'link', label: 'Docs home', href: '/docs' },
        { type: 'link', label: 'All tags', href: '/docs/tags' },
      ],
    },
    {
      type: 'category',
      label: 'About these docs',
      items: [
        { type: 'link', label: 'How the docs work', href: '/markdown-page' },
        { type: 'link', label: 'Report a problem', href: '/markdown-page#reporting-a-problem' },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
