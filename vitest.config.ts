import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['e2e/**', '**/node_modules/**', 'build/**', '**/.docusaurus/**'],
  },
});
