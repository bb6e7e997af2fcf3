import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const docusaurusCli = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');

export interface StaticServer {
  origin: string;
  stop(): Promise<void>;
}

async function isAnswering(origin: string): Promise<boolean> {
  try {
    const response = await fetch(origin, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    // Detached, so the server and anything it started form their own group.
    process.kill(-child.pid, 'SIGTERM');
  });
}

/**
 * Serves a production build with `docusaurus serve` (uncompressed responses) until stop() is
 * called: the site's build/, or `buildDir`.
 */
export async function startStaticServer(siteDir: string, port: number, buildDir?: string, timeoutMs = 60_000): Promise<StaticServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (await isAnswering(origin)) {
    throw new Error(`Port ${port} is already in use (${origin} answers); set BENCH_PORT to a free port.`);
  }

  const child = spawn(
    process.execPath,
    [docusaurusCli, 'serve', siteDir, ...(buildDir ? ['--dir', buildDir] : []), '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    { cwd: siteDir, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  const deadline = Date.now() + timeoutMs;
  while (!(await isAnswering(origin))) {
    if (child.exitCode !== null) {
      throw new Error(`docusaurus serve exited with code ${child.exitCode} before answering on ${origin}:\n${stderr}`);
    }
    if (Date.now() > deadline) {
      await stopProcessGroup(child);
      throw new Error(`docusaurus serve did not answer on ${origin} within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => stopProcessGroup(child) };
}
