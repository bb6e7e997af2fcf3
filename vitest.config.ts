import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['plugins/**/*.test.ts', 'tooling/**/*.test.ts', 'src/**/*.test.ts', 'tests/**/*.test.ts'],
    // tests/samples/ runs against the build: `npm run test:samples`, after `npm run build`.
    exclude: ['e2e/**', 'tests/samples/**', '**/node_modules/**', 'build/**', '**/.docusaurus/**'],
    // Many tests load and check the whole spec; on a busy 2-core machine that takes seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
