// Turns the shipped deploy/nginx.conf into one nginx can run for a test: the
// production listen/root lines are swapped for a local port and a build directory,
// and a main config gives nginx private pid, log and temp paths.

export interface SiteOptions {
  root: string;
  port: number;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'));
  if (matches?.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected exactly one ${what} line (${pattern}), found ${matches?.length ?? 0}`);
  }
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

export function renderSiteConfig(template: string, { root, port }: SiteOptions): string {
  if (!root.startsWith('/')) throw new Error(`build directory must be an absolute path: ${root}`);
  if (/[\s;"'{}$]/.test(root)) throw new Error(`build directory path not usable in nginx config: ${root}`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`not a TCP port: ${port}`);
  let site = replaceOnce(template, /^(\s*)listen 80;$/, `$1listen 127.0.0.1:${port};`, 'IPv4 listen');
  site = replaceOnce(site, /^\s*listen \[::\]:80;\n/, '', 'IPv6 listen');
  site = replaceOnce(site, /^(\s*)root \S+;$/, `$1root ${root};`, 'root');
  return site;
}

export interface MainOptions {
  prefix: string;
  /** Set only when running as root: workers would otherwise drop to `nobody`. */
  user?: string;
  brotliModule?: string;
  mimeTypes: string;
}

export function renderMainConfig({ prefix, user, brotliModule, mimeTypes }: MainOptions): string {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`,
    ),
    '    include site.conf;',
    '}',
    '',
  ].join('\n');
}
