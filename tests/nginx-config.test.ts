import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMainConfig, renderSiteConfig } from '../tooling/build-checks/nginx-config';

const shipped = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');

describe('renderSiteConfig', () => {
  it('points the shipped config at a local port and build, leaving the rest as shipped', () => {
    const site = renderSiteConfig(shipped, { root: '/tmp/site/build', port: 3800 });
    expect(site).toContain('listen 127.0.0.1:3800;');
    expect(site).toContain('root /tmp/site/build;');
    expect(site).not.toMatch(/listen (\[::\]:)?80;/);
    expect(site.split('\n').filter((line) => !/^\s*(listen|root) /.test(line))).toEqual(
      shipped.split('\n').filter((line) => !/^\s*(listen|root) /.test(line)),
    );
  });

  it('fails loudly when the shipped config no longer has the lines it swaps', () => {
    expect(() => renderSiteConfig(shipped.replace('root /var/www/ledgerline-docs;', ''), { root: '/b', port: 3800 })).toThrow(
      /expected exactly one root line/,
    );
  });

  it('rejects a relative build directory and a bad port', () => {
    expect(() => renderSiteConfig(shipped, { root: 'build', port: 3800 })).toThrow(/absolute/);
    expect(() => renderSiteConfig(shipped, { root: '/b', port: 70000 })).toThrow(/not a TCP port/);
  });
});

describe('renderMainConfig', () => {
  it('keeps pid and temp files in its own directory and runs in the foreground', () => {
    const main = renderMainConfig({ prefix: '/tmp/x', mimeTypes: '/etc/nginx/mime.types' });
    expect(main).toContain('daemon off;');
    expect(main).toContain('pid /tmp/x/nginx.pid;');
    expect(main).toContain('client_body_temp_path /tmp/x/temp/client_body;');
    expect(main).not.toMatch(/^(user|load_module) /m);
  });

  it('loads brotli and sets the worker user only when asked', () => {
    const main = renderMainConfig({ prefix: '/tmp/x', mimeTypes: '/m', brotliModule: '/mod/brotli.so', user: 'root' });
    expect(main.split('\n').slice(0, 2)).toEqual(['load_module /mod/brotli.so;', 'user root;']);
  });
});
