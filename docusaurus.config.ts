import path from 'node:path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import rehypeFocusableTables from './src/rehype/focusableTables';
import rehypeStaticCodeBlocks from './src/rehype/staticCodeBlocks';
import { apiSpecPath } from './plugins/api-model';
import referencePlugin, { type ReferencePluginOptions } from './plugins/api-reference';
import remarkOperationMap from './plugins/api-reference/remarkOperationMap';
import contentPlugin, { type ContentPluginOptions } from './plugins/api-content';
import exportsPlugin, { type ExportsPluginOptions } from './plugins/exports';
import { DOWNLOAD_FILES } from './plugins/exports/downloadFiles';
import changelogFeedPlugin, { loadComingMarks, type ChangelogFeedOptions } from './plugins/changelog-feed';
import remarkReleaseChanges from './plugins/changelog-feed/remarkReleaseChanges';
import searchPlugin from './plugins/search';
import docsPlugin from './plugins/docs';
import pageLoadingPlugin from './plugins/page-loading';
import { ssrTemplate } from './plugins/page-loading/ssrTemplate';

const SITE_URL = process.env.SITE_URL ?? 'https://docs.example.com';
// The API description (examples/api.yaml), as redocly.yaml names it: the one place that does.
const API_SPEC = apiSpecPath();
const CHANGELOG = 'docs/api/changelog.mdx';
const CHANGELOG_PAGE = '/docs/api/changelog';
/** What the coming release adds, dated by the changelog: the reference and the content components mark it. */
const comingMarks = () => loadComingMarks(__dirname, { source: CHANGELOG, specPath: API_SPEC, pagePath: CHANGELOG_PAGE });

const config = {
  title: 'Ledgerline API',
  tagline: 'Banking-as-a-Service API: customers, wallets, virtual accounts, cards and money movement',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: true,
    // Every flag of `faster: true` but the persistent bundler cache: the builds that ship (CI,
    // deploys) start cold, where writing that cache costs time and memory (at 612 operations
    // about 20 s and 0.9 GiB; npm run bench:scale) and gives nothing back.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  // Pages paint from their HTML and CSS first; the bundles are requested after that first paint.
  ssrTemplate,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  storage: {
    type: 'localStorage',
  },

  markdown: {
    format: 'mdx',
    mermaid: false,
    mdx1Compat: {
      comments: true,
      admonitions: true,
      headingIds: true,
    },
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins` below, with a global data that does not grow with the API.
        docs: false,
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  // Data flows one way: the spec model (plugins/api-model) feeds each plugin, and each plugin
  // owns its part of the site and the theme components only it uses.
  plugins: [
    // Code is highlighted at build time; the bundles get a stub for the theme's highlighter.
    () => ({
      name: 'bundle-without-prism',
      configureWebpack: () => ({
        resolve: { alias: { 'prism-react-renderer$': path.resolve(__dirname, 'src/prism-client-stub.ts') } },
      }),
    }),
    // How a page loads in the browser: React DOM as a start-up file of its own, each page's chunks
    // named in its HTML for the template's loader, route prefetches at idle time and once per chunk.
    pageLoadingPlugin,
    // Guides, overviews and the generated reference under /docs, with one shared sidebar.
    [
      docsPlugin,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        // The operation map's tag headings are Markdown headings, so the table of contents lists them.
        beforeDefaultRemarkPlugins: [[remarkOperationMap, { specPath: API_SPEC, siteDir: __dirname }]],
        // The changelog page lists, under each entry, the spec changes of its release.
        remarkPlugins: [[remarkReleaseChanges, { siteDir: __dirname, source: CHANGELOG, specPath: API_SPEC }]],
        rehypePlugins: [rehypeFocusableTables, rehypeStaticCodeBlocks],
        lastVersion: 'current',
        versions: {
          current: { label: 'API v1 (current)' },
        },
      } satisfies DocsOptions,
    ],
    // Endpoint and tag pages generated into docs/reference/, the sidebar slice, the operation map;
    // what the coming release adds is marked with the date the changelog gives it.
    [referencePlugin, { specPath: API_SPEC, coming: comingMarks } satisfies ReferencePluginOptions],
    // Error catalogue, webhook events and payloads, object fields and lifecycles in guides and overviews,
    // with what the coming release adds dated as on the endpoint pages.
    [contentPlugin, { specPath: API_SPEC, coming: comingMarks } satisfies ContentPluginOptions],
    // Spec and Postman downloads, a Markdown twin of every doc page, llms.txt and llms-full.txt.
    [exportsPlugin, { specPath: API_SPEC, changelog: CHANGELOG } satisfies ExportsPluginOptions],
    // Site search: a Pagefind index of every doc page's parts and fields, loaded when search opens.
    searchPlugin,
    // The changelog page's entries, checked against the spec, as an Atom feed.
    [
      changelogFeedPlugin,
      {
        source: CHANGELOG,
        specPath: API_SPEC,
        pagePath: CHANGELOG_PAGE,
        feedPath: '/docs/api/changelog.xml',
        title: 'Ledgerline API changelog',
        subtitle: 'Every change to the Ledgerline API v1: breaking, new, changed, deprecated and fixed.',
      } satisfies ChangelogFeedOptions,
    ],
  ],

  themeConfig: {
    // Shared by every page's link preview (og:image, twitter:image); titles, descriptions,
    // og:url and the canonical link come per page from Docusaurus.
    image: 'img/social-card.png',
    metadata: [
      { name: 'robots', content: 'index, follow' },
      { property: 'og:site_name', content: 'Ledgerline API' },
      { property: 'og:type', content: 'website' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Ledgerline API documentation' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'sandbox-open-2026-11',
      content:
        'The sandbox is open to every account: <a href="/docs/api">get a sandbox key and make your first call in five minutes</a>.',
      // Colours come from custom.css so the bar follows the colour mode.
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
      versionPersistence: 'localStorage',
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Ledgerline',
      hideOnScroll: true,
      logo: {
        alt: 'Ledgerline logo',
        src: 'img/logo.svg',
      },
      items: [
        { to: '/docs/api', label: 'API', position: 'left', activeBaseRegex: '^/docs/(?!guides)' },
        { to: '/docs/guides', label: 'Guides', position: 'left', activeBaseRegex: '^/docs/guides' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Reference',
          items: [
            { label: 'API reference', to: '/docs/api' },
            { label: 'Conventions', to: '/docs/api/intro' },
            { label: 'Webhook events', to: '/docs/notifications/webhook-notification-payloads' },
            { label: 'Changelog', to: '/docs/api/changelog' },
          ],
        },
        {
          title: 'Learn',
          items: [
            { label: 'Guides', to: '/docs/guides' },
            { label: 'Glossary', to: '/docs/glossary' },
            { label: 'Docs home', to: '/docs' },
            { label: 'All tags', to: '/docs/tags' },
          ],
        },
        {
          title: 'About',
          items: [
            { label: 'About these docs', to: '/markdown-page' },
            { label: 'Report a problem', to: '/markdown-page#reporting-a-problem' },
          ],
        },
        {
          // Files the exports plugin writes into the build: plain links, not routes of the app.
          title: 'Downloads',
          items: [
            ...Object.values(DOWNLOAD_FILES).map(({ path, name, label }) => ({
              html: `<a class="footer__link-item" href="${path}" download="${name}">${label}</a>`,
            })),
            { html: '<a class="footer__link-item" href="/llms.txt">llms.txt</a>' },
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Ledgerline. Documentation for the Ledgerline Banking-as-a-Service API.`,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
