import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * What every Vitest run of the shop shares: `npm run test:unit` (vitest.config.ts), the fault
 * and scale tests and the Node.js compatibility set.
 */
export const common = defineConfig({
  // The same aliases as tsconfig.json's `paths` (and vite.config.ts).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The hostile-input property tests take minutes: `npm run test:faults` (vitest.faults.config.ts).
    exclude: ['e2e/**', 'node_modules/**', 'src/**/*.faults.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    // A console.error in a web or shared test fails it (src/web/test/console-guard.ts).
    setupFiles: [
      'src/web/test/console-guard.ts',
      'src/web/test/instant-user-event.ts',
      'src/web/test/patient-queries.ts',
    ],
    // Each file's seconds, for `npm run test:slowest` (docs/testing.md).
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/reports/unit.json' },
    // Test files wait on PostgreSQL, SMTP and sockets about a fifth of their time: a worker per core
    // (Vitest's default leaves one idle) keeps both cores of a small machine busy (decision 060).
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker imports the server once and runs file after file on it, instead of a fresh process
    // importing it all again per file (about 1.5 s each). Nothing of a file's outlives it: each
    // builds its own app on its own database, and none replaces a module (no vi.mock).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
