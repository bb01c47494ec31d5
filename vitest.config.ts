import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The rooms' import names (@domain/..., @server/...) come from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 20_000,
    // Building the app over a fresh schema waits on PostgreSQL: on a loaded machine it outlasts the
    // default 10 s without anything being wrong.
    hookTimeout: 60_000,
    // Vitest runs one file at a time on two cores by default; the server files spend much of their
    // time waiting (PostgreSQL, password hashing, child processes), so one file per core.
    maxWorkers: '100%',
    // PGlite's WebAssembly lives for one test file: V8's optimising compiler costs it more CPU than
    // the faster code gives back (the server tests took about an eighth less CPU without it).
    execArgv: ['--liftoff-only'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/db/testing/test-schemas-setup.ts'],
        },
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
