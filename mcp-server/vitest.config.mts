import { defineConfig } from 'vitest/config';

// The MCP server against the built site, through the SDK's client: `npm run test:mcp` (after `npm run build`).
export default defineConfig({
  test: {
    include: ['mcp-server/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
