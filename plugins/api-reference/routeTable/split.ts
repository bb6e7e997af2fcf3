import { parse, type ArrayExpression, type Expression, type Literal, type Node, type ObjectExpression, type Property } from 'acorn';

/** Docusaurus's generated route files, as it writes them to `.docusaurus/` (`routes.js`, `registry.js`, `routesChunkNames.json`). */
export interface RouteFiles {
  routes: string;
  registry: string;
  routesChunkNames: string;
}

export interface SplitOptions {
  /** Whether a route's page is one of the section's, from its content module (`@site/docs/reference/x.mdx`). */
  isSectionModule: (modulePath: string) => boolean;
  /** The module that adds the section to the route table when it loads (`client/lazyRouteSection.ts`). */
  lazyRouteSection: string;
  /** The module the section's routes are written to, as the registry imports it. */
  sectionModule: string;
  /** The section's chunk: the registry key and file name under which it is loaded and prefetched. */
  sectionChunk: string;
}

export interface SplitRoutes extends RouteFiles {
  /** The section's routes, and the chunk names and loaders they add to the registry when they load. */
  section: string;
  /** The paths of the section's pages. */
  paths: string[];
}

/** The name the placeholder route gives its one path segment. */
const PAGE_PARAM = ':referencePage';

type RouteChunks = Record<string, unknown>;

const fail = (file: string, message: string): never => {
  throw new Error(`.docusaurus/${file}: ${message} (the API reference's lazy route table reads Docusaurus's generated route files; their format may have changed)`);
};

function stringValue(node: Node | null | undefined): string | undefined {
  const value = node?.type === 'Literal' ? (node as Literal).value : undefined;
  return typeof value === 'string' ? value : undefined;
}

function propertyName(property: Property): string | undefined {
  if (property.key.type === 'Identifier') return property.key.name;
  return stringValue(property.key);
}

function property(object: ObjectExpression, name: string): Expression | undefined {
  for (const p of object.properties) {
    if (p.type === 'Property' && propertyName(p) === name) return p.value as Expression;
  }
  return undefined;
}

/** `{ path: '/docs/x', component: ComponentCreator('/docs/x', 'abc'), ... }` → `/docs/x-abc`, the route's key in `routesChunkNames.json`. */
function routeKey(route: ObjectExpression): string | undefined {
  const component = property(route, 'component');
  if (component?.type !== 'CallExpression') return undefined;
  const [path, hash] = component.arguments.map((a) => stringValue(a as Node));
  return path !== undefined && hash !== undefined ? `${path}-${hash}` : undefined;
}

/** Every array of route objects in routes.js, with the route object that owns it (none for the top level). */
function routeArrays(program: Node): { array: ArrayExpression; parentPath?: string }[] {
  const found: { array: ArrayExpression; parentPath?: string }[] = [];
  const visit = (node: Node, parentPath?: string) => {
    if (node.type === 'ArrayExpression') {
      const array = node as ArrayExpression;
      found.push({ array, parentPath });
      for (const element of array.elements) {
        if (element?.type !== 'ObjectExpression') continue;
        const children = property(element, 'routes');
        if (children) visit(children, stringValue(property(element, 'path')));
      }
      return;
    }
    for (const value of Object.values(node).flat()) {
      if (value && typeof value === 'object' && typeof (value as Node).type === 'string') visit(value as Node, parentPath);
    }
  };
  visit(program);
  return found;
}

/** The registry's entries, by chunk name: the module each loads and the entry's source text. */
function registryEntries(registry: string): { entries: Map<string, { modulePath: string; source: string }>; object: ObjectExpression } {
  const program = parse(registry, { ecmaVersion: 'latest', sourceType: 'module' });
  const declaration = program.body.find((n) => n.type === 'ExportDefaultDeclaration');
  const object = declaration?.type === 'ExportDefaultDeclaration' ? declaration.declaration : undefined;
  if (object?.type !== 'ObjectExpression') return fail('registry.js', 'no default-exported object');
  const entries = new Map<string, { modulePath: string; source: string }>();
  for (const p of object.properties) {
    if (p.type !== 'Property' || p.value.type !== 'ArrayExpression') return fail('registry.js', `unexpected entry at offset ${p.start}`);
    const name = propertyName(p);
    const modulePath = stringValue(p.value.elements[1]);
    if (name === undefined || modulePath === undefined) return fail('registry.js', `entry at offset ${p.start} has no chunk name or module path`);
    entries.set(name, { modulePath, source: registry.slice(p.start, p.end) });
  }
  return { entries, object };
}

/**
 * Takes one section's routes out of Docusaurus's route table, for the browser: the table every
 * page loads at start-up (routes, their chunk names, the registry of loaders) keeps one
 * placeholder route in their place, and the section's routes go to a module of their own, which
 * the placeholder loads when the reader opens or points at one of its pages. The section's page
 * chunks are loaded by id only: the bundler's runtime then maps no name to them.
 */
export function splitRouteFiles(files: RouteFiles, options: SplitOptions): SplitRoutes {
  const registry = registryEntries(files.registry);
  const chunkNames = JSON.parse(files.routesChunkNames) as Record<string, RouteChunks>;
  const sectionKeys = new Set(
    Object.entries(chunkNames)
      .filter(([, chunks]) => typeof chunks.content === 'string' && options.isSectionModule(registry.entries.get(chunks.content)?.modulePath ?? ''))
      .map(([key]) => key),
  );
  if (sectionKeys.size === 0) return fail('routesChunkNames.json', 'no route renders a page of the section');

  const routes = splitRoutes(files.routes, sectionKeys, options);

  const sectionChunkNames: Record<string, RouteChunks> = {};
  const mainChunkNames: Record<string, RouteChunks> = {};
  for (const [key, chunks] of Object.entries(chunkNames)) (sectionKeys.has(key) ? sectionChunkNames : mainChunkNames)[key] = chunks;
  // Docusaurus prefetches a linked route's chunks by their names in this file: a link to one of
  // the section's pages, before the section has loaded, prefetches the section's chunk.
  mainChunkNames[`${routes.placeholderPath}-section`] = { __comp: options.sectionChunk };

  // The section's own chunks: each route's `content`, and any other chunk only its routes use.
  const usedByMain = new Set(Object.values(mainChunkNames).flatMap(chunkNamesOf));
  const sectionChunks = new Set(Object.values(sectionChunkNames).flatMap(chunkNamesOf).filter((name) => !usedByMain.has(name)));
  const loaders = splitRegistry(files.registry, registry, sectionChunks, options);

  const section = [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import registry from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    '',
    '// The chunk names and loaders of these routes, which ComponentCreator looks up.',
    `Object.assign(registry, {\n  ${loaders.section.join(',\n  ')}\n});`,
    `Object.assign(routesChunkNames, ${JSON.stringify(sectionChunkNames)});`,
    '',
    `export default [\n${routes.section.join(',\n')}\n];`,
    '',
  ].join('\n');

  return { routes: routes.main, registry: loaders.main, routesChunkNames: JSON.stringify(mainChunkNames, null, 2), section, paths: routes.paths };
}

/** routes.js without the section's routes (the placeholder last in their list), and the section's routes' source. */
function splitRoutes(code: string, sectionKeys: Set<string>, options: SplitOptions) {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const owners = routeArrays(program).filter(({ array }) =>
    array.elements.some((e) => e?.type === 'ObjectExpression' && sectionKeys.has(routeKey(e) ?? '')),
  );
  if (owners.length !== 1) return fail('routes.js', `the section's ${sectionKeys.size} routes are in ${owners.length} route lists, not one`);
  const [{ array, parentPath }] = owners;
  if (parentPath === undefined) return fail('routes.js', "the section's routes have no parent route");

  const kept: string[] = [];
  const section: string[] = [];
  const paths: string[] = [];
  for (const element of array.elements) {
    if (!element) continue;
    const source = code.slice(element.start, element.end);
    const key = element.type === 'ObjectExpression' ? routeKey(element) : undefined;
    if (!key || !sectionKeys.has(key)) {
      kept.push(source);
      continue;
    }
    const path = stringValue(property(element as ObjectExpression, 'path')) ?? '';
    const segment = path.slice(parentPath.length + 1);
    if (!path.startsWith(`${parentPath}/`) || segment === '' || segment.includes('/')) {
      return fail('routes.js', `${path} is not one path segment below ${parentPath}, so no one placeholder route matches the section's pages`);
    }
    section.push(source);
    paths.push(path);
  }
  if (section.length !== sectionKeys.size) return fail('routes.js', `${sectionKeys.size} routes of the section in routesChunkNames.json, ${section.length} in routes.js`);

  const placeholderPath = `${parentPath.replace(/\/$/, '')}/${PAGE_PARAM}`;
  // No sidebar: the placeholder never shows a page; it gives its place to the section's routes.
  const placeholder = { path: placeholderPath, exact: true };
  const main =
    `import lazyRouteSection from ${JSON.stringify(options.lazyRouteSection)};\n` +
    code.slice(0, array.start) +
    `lazyRouteSection([\n${kept.join(',\n')}\n], ${JSON.stringify(placeholder)}, ${JSON.stringify(options.sectionChunk)})` +
    code.slice(array.end);
  return { main, section, paths, placeholderPath };
}

/** registry.js with the section's loader instead of its pages', and those pages' loaders without chunk names. */
function splitRegistry(code: string, registry: ReturnType<typeof registryEntries>, sectionChunks: Set<string>, options: SplitOptions) {
  const main: string[] = [];
  const section: string[] = [];
  for (const [name, entry] of registry.entries) {
    if (sectionChunks.has(name)) section.push(entry.source.replace(/\/\* webpackChunkName: "[^"]*" \*\/ /, ''));
    else main.push(entry.source);
  }
  const request = JSON.stringify(options.sectionModule);
  main.push(`${JSON.stringify(options.sectionChunk)}: [() => import(/* webpackChunkName: ${JSON.stringify(options.sectionChunk)} */ ${request}), ${request}, require.resolveWeak(${request})]`);
  return { main: code.slice(0, registry.object.start) + `{\n  ${main.join(',\n  ')}\n}` + code.slice(registry.object.end), section };
}

function chunkNamesOf(chunks: unknown): string[] {
  if (typeof chunks === 'string') return [chunks];
  if (chunks && typeof chunks === 'object') return Object.values(chunks).flatMap(chunkNamesOf);
  return [];
}
