import { defineConfig } from 'vitest/config';

// The code samples and the Postman collection of the built site, run against a mock server of
// the built spec: `npm run test:samples` (after `npm run build`).
export default defineConfig({
  test: {
    include: ['tests/samples/**/*.test.ts'],
    // Samples of the compiled languages take seconds each on a loaded machine; four run at once.
    maxConcurrency: 4,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
