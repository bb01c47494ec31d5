import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts', 'bin/**/*.test.ts'] },
      },
      {
        // React components, rendered with Testing Library in happy-dom's document.
        extends: true,
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
});
