import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { loadApiModel, loadCheckedApiModel, publishedDocument, type OperationModel } from '../api-model';
import { markComing, type ComingMarks } from '../api-model/coming';
import { referenceDocId } from '../api-reference/paths';
import { operationMarkdown } from '../api-reference/render/markdown';
import { docIndex } from '../api-reference/view/docs';
import { operationView } from '../api-reference/view/operation';
import { exampleWorld } from '../api-reference/view/ownExamples';
import { DOWNLOAD_FILES, openapiJson, openapiYaml, postmanCollection, withAbsoluteLinks } from './downloads';
import { llmsFullIndex, llmsFullParts, llmsFullTxt, llmsTxt, LLMS_FULL_MAX_BYTES, pageCount, type RenderedPage, type SiteInfo } from './llmsTxt';
import { mdxToMarkdown } from './mdxToMarkdown';
import { categoryItems, pageSummary, sections, type DocPage, type SidebarItem } from './pages';
import { markdownComponents } from './components';
import { packMcpServer } from './mcpPackage';
import { AGENT_PAGE_PATH, MCP_SERVER, mcpCommandLine, mcpEndpointUrl } from './agentAccess';
import { wellKnownFiles } from './wellKnown';
import { listReleases, readRelease } from '../api-diff';
import { loadChangelogWithChanges, releaseSpecPath } from '../changelog-feed';
import { withReleaseChanges } from '../changelog-feed/twin';
import { breakingWithoutNotice } from '../changelog-feed/notice';
import { apiViewSite } from './apiView';
import { API_VIEW_INDEX } from './apiViewTypes';

export interface ExportsPluginOptions {
  /** The API description's root file, relative to the site directory. */
  specPath: string;
  /** The changelog page, relative to the site directory: its twin lists each entry's spec changes, as the page does. */
  changelog: string;
}

/** The Markdown twin of a page: the route plus `.md` (`/docs/guides/deposits.md`). */
export const markdownPath = (permalink: string) => `${permalink.replace(/\/$/, '')}.md`;

async function writeOut(outDir: string, urlPath: string, text: string): Promise<void> {
  const file = path.join(outDir, urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Files for readers that are not browsers, written into the build after the pages:
 * the OpenAPI description (YAML, JSON) and a Postman collection; a Markdown version of
 * every doc page; `/llms.txt` and `/llms-full.txt`.
 */
export default function exportsPlugin(context: LoadContext, options: unknown): Plugin {
  const { specPath, changelog } = (options ?? {}) as Partial<ExportsPluginOptions>;
  if (typeof specPath !== 'string' || specPath === '') {
    throw new Error('docusaurus.config.ts: the exports plugin needs the option `specPath` (the API description, from redocly.yaml).');
  }
  if (typeof changelog !== 'string' || changelog === '') {
    throw new Error('docusaurus.config.ts: the exports plugin needs the option `changelog` (the changelog page, e.g. docs/api/changelog.mdx).');
  }
  const changelogFile = path.resolve(context.siteDir, changelog);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const site: SiteInfo = { title: context.siteConfig.title, summary: context.siteConfig.tagline, siteUrl };
  let loadedDocs: LoadedContent | undefined;

  return {
    name: 'exports',
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({ allContent }) {
      loadedDocs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },
    async postBuild({ outDir }) {
      const version = loadedDocs?.loadedVersions[0];
      if (!version) throw new Error('exports: the docs plugin (id "default") loaded no content');
      const model = await loadCheckedApiModel(path.resolve(context.siteDir, specPath));
      const changelogWithChanges = await loadChangelogWithChanges(context.siteDir, { source: changelog, specPath });
      const changelogRoute = version.docs.find((doc) => path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')) === changelogFile)?.permalink ?? '';
      // What the coming release adds says from when, in every export as on the endpoint pages.
      const coming: ComingMarks = { pagePath: changelogRoute, additions: changelogWithChanges.comingPlaces };
      const published = withAbsoluteLinks(markComing(publishedDocument(model), coming), siteUrl);
      await writeOut(outDir, DOWNLOAD_FILES.openapiYaml.path, openapiYaml(published));
      await writeOut(outDir, DOWNLOAD_FILES.openapiJson.path, openapiJson(published));
      await writeOut(outDir, DOWNLOAD_FILES.postman.path, `${JSON.stringify(postmanCollection(model, siteUrl, coming), null, 2)}\n`);
      const discovery = wellKnownFiles(siteUrl, model.servers, await mcpServerVersion(context.siteDir));
      for (const [urlPath, text] of Object.entries(discovery)) await writeOut(outDir, urlPath, text);
      // Each release's spec as it was released, beside the current one.
      const releases = listReleases(context.siteDir).reverse();
      for (const release of releases) {
        const spec = withAbsoluteLinks(readRelease(release, context.siteDir), siteUrl);
        await writeOut(outDir, releaseSpecPath(release.date, 'yaml'), openapiYaml(spec));
        await writeOut(outDir, releaseSpecPath(release.date, 'json'), openapiJson(spec));
      }

      const operationByDoc = new Map(model.operations.map((op) => [referenceDocId(op.pageId), op]));
      const operationOf = (page: DocPage): OperationModel | undefined => operationByDoc.get(page.id);
      const docs = docIndex(model, path.join(context.siteDir, 'docs'));
      const pages: DocPage[] = version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          sourceFile: path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')),
        }));
      // The operation view as JSON, for programs (the MCP server answers from it), now and as each release had it.
      const changelogPage = pages.find((page) => page.sourceFile === changelogFile);
      const viewFiles = apiViewSite({
        siteUrl,
        model,
        docs,
        releases: await Promise.all(releases.map(async (release) => ({ date: release.date, model: await loadApiModel(path.resolve(context.siteDir, release.file)) }))),
        changelog: changelogWithChanges,
        changelogRoute: changelogPage?.permalink ?? '',
        coming,
        pages: version.docs
          .filter((doc) => !doc.unlisted)
          .map((doc) => ({ url: `${siteUrl}${doc.permalink}`, title: doc.title, tags: doc.tags.map((tag) => tag.label) })),
      });
      for (const [urlPath, text] of Object.entries(viewFiles)) await writeOut(outDir, urlPath, text);
      const sidebar = (version.sidebars.docs ?? Object.values(version.sidebars)[0] ?? []) as SidebarItem[];
      const pageUrl = (page: DocPage) => `${siteUrl}${page.permalink}`;
      const warnings: string[] = [];

      const world = exampleWorld(model);
      const markdownOf = async (page: DocPage): Promise<string> => {
        const operation = operationOf(page);
        if (operation) return operationMarkdown(operationView(operation, docs, { coming, world }), siteUrl);
        const components = markdownComponents({
          siteUrl,
          model,
          pageById: (id) => pages.find((candidate) => candidate.id === id),
          categoryItems: categoryItems(sidebar, page.id) ?? [],
          withoutNotice: breakingWithoutNotice(changelogWithChanges.entries, changelogPage?.permalink ?? ''),
          coming: { pagePath: changelogPage?.permalink ?? '', names: changelogWithChanges.coming },
          comingMarks: coming,
        });
        const source = await readFile(page.sourceFile, 'utf8');
        const withChanges = page.sourceFile === changelogFile ? withReleaseChanges(source, changelogWithChanges, (route) => `${siteUrl}${route}`) : source;
        const body = mdxToMarkdown(withChanges, {
          file: path.relative(context.siteDir, page.sourceFile),
          components,
          resolveLink: (url) => resolveLink(url, page, pages, siteUrl),
          warn: (message) => warnings.push(message),
        });
        return body.startsWith('# ') ? body : `# ${page.title}\n\n${body}`;
      };

      const listed = sections(pages, sidebar, model);
      const renderedSections: { title: string; pages: RenderedPage[] }[] = [];
      for (const section of listed) {
        const pagesOfSection: RenderedPage[] = [];
        for (const page of section.pages) {
          const markdown = await markdownOf(page);
          await writeOut(outDir, markdownPath(page.permalink), markdown);
          pagesOfSection.push({ url: pageUrl(page), markdown });
        }
        renderedSections.push({ title: section.title, pages: pagesOfSection });
      }
      const rendered = renderedSections.flatMap((section) => section.pages);
      // The whole text while it fits in one file, and always one file per section (numbered parts past the limit).
      const whole = llmsFullTxt(site, rendered);
      const parts = llmsFullParts(site, renderedSections);
      const oversized = parts.filter((part) => Buffer.byteLength(part.text) > LLMS_FULL_MAX_BYTES);
      if (oversized.length > 0) {
        throw new Error(`[exports] ${oversized.map((part) => part.path).join(', ')}: over ${LLMS_FULL_MAX_BYTES} bytes with a single page (rule: llms-full-size)`);
      }
      const wholeFits = Buffer.byteLength(whole) <= LLMS_FULL_MAX_BYTES;
      const notes = [
        `Each page below is Markdown; the same page as HTML is at the URL without \`.md\`. ${
          wholeFits ? `The whole documentation in one file: ${siteUrl}/llms-full.txt; the` : 'The'
        } full text of each section is listed under "Full text" at the end.`,
        `The API description: ${siteUrl}${DOWNLOAD_FILES.openapiYaml.path} (OpenAPI 3.1, also as ${siteUrl}${DOWNLOAD_FILES.openapiJson.path}); a Postman collection: ${siteUrl}${DOWNLOAD_FILES.postman.path}.`,
        `The API reference as JSON (each operation, schema and event as its endpoint page shows it, each release's, and what changed in each): ${siteUrl}${API_VIEW_INDEX}.`,
        `For coding agents, an MCP server searches these docs and looks up operations, schemas, error codes and events: \`${mcpCommandLine(siteUrl)}\` (stdio) or ${mcpEndpointUrl(siteUrl)} (Streamable HTTP); set-up for each agent: ${siteUrl}${markdownPath(AGENT_PAGE_PATH)}.`,
        ...(releases.length > 0
          ? [
              `The API description as released, for each date of the changelog that keeps it (${siteUrl}${pages.find((page) => page.sourceFile === changelogFile)?.permalink ?? ''}): ${releases
                .map((release) => `${release.date}: ${siteUrl}${releaseSpecPath(release.date, 'yaml')} (JSON: ${siteUrl}${releaseSpecPath(release.date, 'json')})`)
                .join('; ')}.`,
            ]
          : []),
      ];
      await writeOut(
        outDir,
        '/llms.txt',
        llmsTxt(
          site,
          notes,
          [
            ...listed.map((section) => ({
              title: section.title,
              pages: section.pages.map((page) => ({ title: page.title, url: `${siteUrl}${markdownPath(page.permalink)}`, summary: pageSummary(page, operationOf(page), siteUrl, coming) })),
            })),
            {
              title: 'Full text',
              pages: parts.map((part) => ({ title: `${part.title}, full text`, url: `${siteUrl}${part.path}`, summary: `${pageCount(part.pages)} in one Markdown file.` })),
            },
          ],
        ),
      );
      await writeOut(outDir, '/llms-full.txt', wholeFits ? whole : llmsFullIndex(site, parts));
      for (const part of parts) await writeOut(outDir, part.path, part.text);
      for (const warning of warnings) console.warn(`[exports] ${warning}`);
      const tarball = await packMcpServer(siteUrl, outDir);
      console.log(`[exports] MCP server package ${path.basename(tarball)}`);
      console.log(`[exports] ${Object.keys(viewFiles).length} files of the API view under ${API_VIEW_INDEX.replace(/\/index\.json$/, '/')}`);
      console.log(
        `[exports] ${rendered.length} Markdown pages, llms.txt, llms-full.txt and ${parts.length} full-text parts, ${Object.keys(DOWNLOAD_FILES).length} downloads, ${Object.keys(discovery).length} discovery files`,
      );
    },
  };
}

/**
 * The MCP server's version, for its server card: that of its package (`mcp-server/`), or while
 * the repository has none, the site's own.
 */
async function mcpServerVersion(siteDir: string): Promise<string> {
  const serverPackage = path.join(siteDir, 'mcp-server/package.json');
  const file = existsSync(serverPackage) ? serverPackage : path.join(siteDir, 'package.json');
  const { name, version } = JSON.parse(await readFile(file, 'utf8')) as { name?: string; version?: string };
  if (file === serverPackage && name !== MCP_SERVER.packageName) {
    throw new Error(`exports: ${path.relative(siteDir, file)}: the package is named ${JSON.stringify(name)}, the site publishes it as ${JSON.stringify(MCP_SERVER.packageName)} (plugins/exports/agentAccess.ts)`);
  }
  if (!version) throw new Error(`exports: ${path.relative(siteDir, file)} has no version, which the MCP server card needs`);
  return version;
}

/** Site paths become absolute URLs; links to source files (`./wallets.mdx`) become the page's URL. */
export function resolveLink(url: string, page: DocPage, pages: DocPage[], siteUrl: string): string {
  if (/^\/(?!\/)/.test(url)) return `${siteUrl}${url}`;
  // `pathname:///openapi.yaml`: a file of the site that is not a page (Docusaurus's escape from its router).
  const file = /^pathname:\/\/(\/.*)$/.exec(url);
  if (file) return `${siteUrl}${file[1]}`;
  const fileLink = /^([^:?#]+\.mdx?)(#.*)?$/.exec(url);
  if (!fileLink) return url;
  const target = pages.find((candidate) => candidate.sourceFile === path.resolve(path.dirname(page.sourceFile), fileLink[1]));
  return target ? `${siteUrl}${target.permalink}${fileLink[2] ?? ''}` : url;
}
