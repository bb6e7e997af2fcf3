import { execFile } from 'node:child_process';
import { chmod, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { MCP_SERVER } from './agentAccess';

/** Where the package's source is, and its entry point. */
export const MCP_SERVER_DIR = path.resolve(__dirname, '../../mcp-server');

/** What the package declares it needs at run time; everything else is bundled into one file. */
const RUNTIME_DEPENDENCIES = ['@modelcontextprotocol/sdk', 'zod'];

/**
 * Compiles the MCP server into `mcp-server/dist/index.js` (one ES module for Node 20: its own
 * code and the site's search ranking bundled, the SDK and zod left to its dependencies), with
 * the site's production URL as its default `--site`.
 */
export async function compileMcpServer(siteUrl: string): Promise<string> {
  const outfile = path.join(MCP_SERVER_DIR, 'dist/index.js');
  await rm(path.dirname(outfile), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(MCP_SERVER_DIR, 'src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: RUNTIME_DEPENDENCIES.flatMap((name) => [name, `${name}/*`]),
    define: {
      __DEFAULT_SITE_URL__: JSON.stringify(siteUrl.replace(/\/+$/, '')),
      __PACKAGE_VERSION__: JSON.stringify((JSON.parse(await readFile(path.join(MCP_SERVER_DIR, 'package.json'), 'utf8')) as { version: string }).version),
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
  await chmod(outfile, 0o755);
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
