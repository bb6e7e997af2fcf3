import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'acorn';
import type { RouteConfig } from '@docusaurus/types';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import { afterAll, describe, expect, it } from 'vitest';
import { splitRouteFiles, type RouteFiles, type SplitOptions } from './split';

const OPTIONS: SplitOptions = {
  isSectionModule: (modulePath) => modulePath.startsWith('@site/docs/reference/'),
  lazyRouteSection: '/site/plugins/api-reference/routeTable/client/lazyRouteSection',
  sectionModule: '@generated/api-reference-routes/section.js',
  sectionChunk: 'reference-routes',
};

const doc = (routePath: string, content: string, sidebar?: string): RouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  modules: { content },
  ...(sidebar ? { sidebar } : {}),
});

/** A site's routes as the docs plugin adds them: guides, an overview and two reference pages (one outside the sidebar). */
function siteRoutes(docs: RouteConfig[]): RouteConfig[] {
  return [
    { path: '/', component: '@site/src/pages/index.tsx', exact: true },
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          routes: [
            { path: '/docs/tags', component: '@theme/DocTagsListPage', exact: true },
            { path: '/docs', component: '@theme/DocRoot', routes: docs },
          ],
        },
      ],
    },
  ];
}

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The route files Docusaurus itself generates for `routes`. */
async function generated(routes: RouteConfig[]): Promise<RouteFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), 'route-files-'));
  dirs.push(dir);
  await generateRouteFiles({ generatedFilesDir: dir, baseUrl: '/', routes: routes.map((route) => ({ ...route, plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } })) });
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return { routes: await read('routes.js'), registry: await read('registry.js'), routesChunkNames: await read('routesChunkNames.json') };
}

const DOCS = [
  doc('/docs/cards', '@site/docs/cards.mdx', 'docs'),
  doc('/docs/create-card', '@site/docs/reference/create-card.mdx', 'docs'),
  doc('/docs/guides/deposits', '@site/docs/guides/deposits.mdx', 'docs'),
  doc('/docs/legacy-export', '@site/docs/reference/legacy-export.mdx'),
];

const parses = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

describe('splitRouteFiles', () => {
  it("moves the section's routes to a module of their own and leaves one placeholder, last among its siblings", async () => {
    const split = splitRouteFiles(await generated(siteRoutes(DOCS)), OPTIONS);
    expect(split.paths).toEqual(['/docs/create-card', '/docs/legacy-export']);

    parses(split.routes);
    expect(split.routes).toContain(`import lazyRouteSection from "${OPTIONS.lazyRouteSection}";`);
    expect(split.routes).not.toContain("'/docs/create-card'");
    expect(split.routes).not.toContain("'/docs/legacy-export'");
    for (const kept of ['/', '/docs/tags', '/docs/cards', '/docs/guides/deposits']) expect(split.routes).toContain(`path: '${kept}'`);
    expect(split.routes).toMatch(/path: '\/docs\/guides\/deposits'[\s\S]*\], \{"path":"\/docs\/:referencePage","exact":true\}, "reference-routes"\)/);

    parses(split.section);
    expect(split.section).toContain("path: '/docs/create-card'");
    expect(split.section).toContain("path: '/docs/legacy-export'");
    expect(split.section).not.toContain("'/docs/cards'");
  });

  it("gives the section the chunk names and loaders of its pages, loaded by id (no chunk name), and the start-up registry the section's loader", async () => {
    const files = await generated(siteRoutes(DOCS));
    const split = splitRouteFiles(files, OPTIONS);
    parses(split.registry);
    expect(split.registry).not.toContain('@site/docs/reference/');
    expect(split.registry).toContain('@site/docs/guides/deposits.mdx');
    expect(split.registry).toContain(`"reference-routes": [() => import(/* webpackChunkName: "reference-routes" */ "${OPTIONS.sectionModule}")`);
    expect(split.section).toContain('import("@site/docs/reference/create-card.mdx")');
    expect(split.section).not.toContain('webpackChunkName');
    // The docs plugin's item component is every doc's: it stays in the start-up registry.
    expect(split.section).not.toContain('@theme/DocItem');

    const before = JSON.parse(files.routesChunkNames) as Record<string, { content?: string }>;
    const after = JSON.parse(split.routesChunkNames) as Record<string, { __comp: string; content?: string }>;
    const sectionKeys = Object.keys(before).filter((key) => /^\/docs\/(create-card|legacy-export)-/.test(key));
    expect(sectionKeys).toHaveLength(2);
    for (const key of sectionKeys) {
      expect(after[key]).toBeUndefined();
      expect(split.section).toContain(JSON.stringify(key));
    }
    expect(after['/docs/:referencePage-section']).toEqual({ __comp: 'reference-routes' });
    expect(Object.keys(after)).toHaveLength(Object.keys(before).length - 2 + 1);
  });

  it('fails naming the file when no route shows a page of the section', async () => {
    const files = await generated(siteRoutes([doc('/docs/cards', '@site/docs/cards.mdx', 'docs')]));
    expect(() => splitRouteFiles(files, OPTIONS)).toThrow(/^\.docusaurus\/routesChunkNames\.json: no route renders a page of the section/);
  });

  it("fails naming the route when a page of the section is not one segment below its parent's path", async () => {
    const files = await generated(siteRoutes([...DOCS, doc('/docs/cards/freeze', '@site/docs/reference/freeze.mdx', 'docs')]));
    expect(() => splitRouteFiles(files, OPTIONS)).toThrow(/^\.docusaurus\/routes\.js: \/docs\/cards\/freeze is not one path segment below \/docs/);
  });

  it('fails naming the file when the route table is not the one Docusaurus writes', async () => {
    const files = await generated(siteRoutes(DOCS));
    expect(() => splitRouteFiles({ ...files, registry: 'export default [];' }, OPTIONS)).toThrow(/^\.docusaurus\/registry\.js: no default-exported object/);
  });
});
