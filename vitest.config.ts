import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['plugins/**/*.test.ts', 'tooling/**/*.test.ts', 'src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', '**/node_modules/**', 'build/**', '**/.docusaurus/**'],
    // Many tests load and check the whole spec; on a busy 2-core machine that takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
