// The server behind the shipped nginx config (deploy/nginx.conf with deploy/nginx-mcp.conf), as
// deployed: nginx passes the client's Host through, so the server's DNS-rebinding check still
// sees a foreign name and refuses it, while the site's own name gets answers.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIME_TYPES, NGINX_BIN, startNginxWithMcp, type NginxWithMcp } from '../../tooling/build-checks/nginx-with-mcp';
import { MCP_POST_HEADERS, httpServer, rawRequest, requireBuild, toolCall } from './support';

const CALL = toolCall('get_error_code', { code: 'kyc_not_approved' });

describe.skipIf(!existsSync(NGINX_BIN) || !existsSync(MIME_TYPES))('behind nginx with the shipped config', () => {
  let server: { url: string; child: ChildProcess };
  let nginx: NginxWithMcp;

  beforeAll(async () => {
    requireBuild();
    // The build links to https://docs.example.com, the name nginx.conf serves.
    server = await httpServer(['--site', 'build']);
    nginx = await startNginxWithMcp(Number(new URL(server.url).port));
  });
  afterAll(async () => {
    await nginx?.stop();
    server?.child.kill();
  });

  const post = (headers: Record<string, string>) => rawRequest(`${nginx.origin}/mcp`, { method: 'POST', headers: { ...MCP_POST_HEADERS, ...headers }, body: CALL });

  it('answers a request to the site\'s name, from the site\'s pages', async () => {
    const answer = await post({ host: 'docs.example.com', origin: 'https://docs.example.com' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('kyc_not_approved');
  });

  it('refuses a DNS-rebinding request (Host and Origin a foreign name) with the server\'s 403', async () => {
    const answer = await post({ host: 'evil.example', origin: 'http://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('does not answer to the host name evil.example');
    expect(answer.text).not.toContain('kyc_not_approved');
    // nginx's security headers still go with the refusal.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a foreign Origin on the site\'s own name', async () => {
    const answer = await post({ host: 'docs.example.com', origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Origin https://evil.example may not use this server');
  });
});
