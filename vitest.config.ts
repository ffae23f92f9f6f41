import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
