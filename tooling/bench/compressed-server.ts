import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { StaticServer } from './static-server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** The file a clean URL maps to in a Docusaurus build (`trailingSlash: false`). */
export function resolveBuildFile(buildDir: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(buildDir, clean);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(buildDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Serves a build the way a production host does: gzip for text, long-lived caching for
 * hashed assets. Lighthouse's simulated throttling counts transferred bytes, so an
 * uncompressed server would score a page for bytes no real visitor downloads.
 */
export function startCompressedServer(buildDir: string, port: number): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveBuildFile(buildDir, url.pathname) ?? resolveBuildFile(buildDir, '/404.html');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': TYPES[extension] ?? 'application/octet-stream' };
    if (url.pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    const status = file.endsWith('404.html') && !url.pathname.endsWith('404.html') ? 404 : 200;
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(status, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
