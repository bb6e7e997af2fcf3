import { execFile } from 'node:child_process';
import { chmod, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { MCP_SERVER } from './agentAccess';

/** Where the package's source is, and its entry point. */
export const MCP_SERVER_DIR = path.resolve(__dirname, '../../mcp-server');
const REPO = path.resolve(__dirname, '../..');
/** The notices of the packages compiled into the server, beside it in the package. */
export const LICENSES_FILE = 'dist/THIRD-PARTY-LICENSES.txt';

/** The packages (folders under node_modules) that a bundle's inputs come from. */
function packageDirs(metafile: Metafile): string[] {
  const dirs = Object.keys(metafile.inputs).flatMap((input) => {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    return match ? [match[1]] : [];
  });
  return [...new Set(dirs)].sort();
}

/** Each compiled-in package's name, version, licence and licence text. */
async function licenseNotices(metafile: Metafile): Promise<string> {
  const notices = await Promise.all(
    packageDirs(metafile).map(async (dir) => {
      const manifest = JSON.parse(await readFile(path.join(REPO, dir, 'package.json'), 'utf8')) as { name: string; version: string; license?: string };
      const file = (await readdir(path.join(REPO, dir))).find((name) => /^(license|licence)/i.test(name));
      if (!file) throw new Error(`${dir}: no LICENSE file to ship with the MCP server, which compiles it in`);
      return `${manifest.name} ${manifest.version} (${manifest.license ?? 'see below'})\n\n${(await readFile(path.join(REPO, dir, file), 'utf8')).trim()}\n`;
    }),
  );
  return `The MCP server (dist/index.js) compiles in these packages, under their licences:\n\n${notices.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

/**
 * Compiles the MCP server into `mcp-server/dist/index.js`: one ES module for Node 20 with
 * everything it runs compiled in (its own code, the site's search ranking, the MCP SDK and zod
 * at the versions the repository's lockfile pins), so the package has no dependencies to
 * install and runs exactly what was tested. The site's production URL is its default `--site`.
 */
export async function compileMcpServer(siteUrl: string): Promise<string> {
  const outfile = path.join(MCP_SERVER_DIR, 'dist/index.js');
  await rm(path.dirname(outfile), { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [path.join(MCP_SERVER_DIR, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    minify: true,
    // CommonJS dependencies compiled into an ES module still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
    define: {
      __DEFAULT_SITE_URL__: JSON.stringify(siteUrl.replace(/\/+$/, '')),
      __PACKAGE_VERSION__: JSON.stringify((JSON.parse(await readFile(path.join(MCP_SERVER_DIR, 'package.json'), 'utf8')) as { version: string }).version),
    },
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  await chmod(outfile, 0o755);
  await writeFile(path.join(MCP_SERVER_DIR, LICENSES_FILE), await licenseNotices(metafile));
  return outfile;
}

/** `npm pack` of the compiled package, written to `MCP_SERVER.tarballPath` in the build; returns the file. */
export async function packMcpServer(siteUrl: string, outDir: string): Promise<string> {
  await compileMcpServer(siteUrl);
  const destination = path.resolve(outDir);
  const { stdout } = await promisify(execFile)('npm', ['pack', '--json', '--pack-destination', destination], { cwd: MCP_SERVER_DIR });
  const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
  const tarball = path.join(destination, MCP_SERVER.tarballPath);
  await rename(path.join(destination, filename), tarball);
  return tarball;
}
