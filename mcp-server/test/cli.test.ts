// The command line: what a reader sees when an option is wrong.
import { spawnSync } from 'node:child_process';
import { beforeAll, expect, it } from 'vitest';
import { MCP_SERVER } from '../../plugins/exports/agentAccess';
import { REPO, requireBuild, SERVER_JS } from './support';

const run = (...args: string[]) => spawnSync(process.execPath, [SERVER_JS, ...args], { cwd: REPO, encoding: 'utf8', timeout: 20_000, input: '' });

beforeAll(requireBuild);

it('prints its usage with --help, naming the production site as the default', () => {
  const { status, stdout } = run('--help');
  expect(status).toBe(0);
  expect(stdout).toMatch(/^Usage: ledgerline-docs-mcp \[--site <url-or-build-dir>\] \[--http\]/);
  expect(stdout).toContain('(default https://docs.example.com)');
  // The defaults the deploy files and the "Build with AI tools" page give (agentAccess.ts).
  expect(stdout).toContain(`HTTP port (default ${MCP_SERVER.port})`);
  expect(stdout).toContain(`HTTP address to bind (default ${MCP_SERVER.host})`);
});

it.each([
  [['--site', 'no-such-build/'], /--site no-such-build\/: no such folder/],
  [['--port', 'eighty'], /--port eighty: not a port number/],
  [['--timeout', '0'], /--timeout 0: not a positive number/],
  [['--sight', 'build'], /Unknown option '--sight'/],
])('refuses %j with a message and exit code 2', (args, message) => {
  const { status, stderr } = run(...args);
  expect(status).toBe(2);
  expect(stderr).toMatch(message);
  expect(stderr).toContain('Usage: ledgerline-docs-mcp');
});
