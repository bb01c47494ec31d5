import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bin/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
