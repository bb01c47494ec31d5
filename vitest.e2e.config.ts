import { defineConfig } from 'vitest/config';

// Browser journeys: Debian Chromium driven by playwright-core against the built server.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page under a loaded CI machine can take longer than the default second to settle.
    expect: { poll: { timeout: 5_000 } },
    // One browser at a time: the machines have two cores, shared with the server.
    fileParallelism: false,
  },
});
