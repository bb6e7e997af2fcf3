import { describe, expect, it } from 'vitest';
import { withMainDocsOnly, withoutReferenceDocCards } from './index';

describe('withMainDocsOnly', () => {
  it("keeps a version's main doc and everything else of the global data", () => {
    const data = {
      path: '/docs',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          mainDocId: 'intro',
          sidebars: { docs: { link: { path: '/docs', label: 'Introduction' } } },
          docs: [
            { id: 'intro', path: '/docs', sidebar: 'docs' },
            { id: 'reference/cards-controller-create-credit-card', path: '/docs/cards-controller-create-credit-card', sidebar: 'docs' },
          ],
        },
      ],
    };
    expect(withMainDocsOnly(data)).toEqual({ ...data, versions: [{ ...data.versions[0], docs: [{ id: 'intro', path: '/docs', sidebar: 'docs' }] }] });
  });
});

describe('withoutReferenceDocCards', () => {
  it("drops generated reference pages from the version's doc cards, in nested routes too, and keeps the sidebar", () => {
    const docs = {
      'guides/cards': { id: 'guides/cards', title: 'Cards', description: 'Issue cards.', sidebar: 'docs' },
      'reference/cards-controller-create-credit-card': { id: 'reference/cards-controller-create-credit-card', title: 'Create a credit card', description: 'Issues a card.', sidebar: 'docs' },
    };
    const sidebar = [{ type: 'link', href: '/docs/cards-controller-create-credit-card', label: 'Create a credit card' }];
    const route = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{ path: '/docs', component: '@theme/DocVersionRoot', props: { version: { docsSidebars: { docs: sidebar }, docs } }, routes: [{ path: '/docs/guides/cards', component: '@theme/DocItem' }] }],
    };
    const [versionRoute] = withoutReferenceDocCards(route).routes ?? [];
    expect(versionRoute.props).toEqual({ version: { docsSidebars: { docs: sidebar }, docs: { 'guides/cards': docs['guides/cards'] } } });
    expect(versionRoute.routes).toEqual(route.routes[0].routes);
  });
});
