import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/longest-first';
import { common as base } from './vitest.common.config';

/** `npm run test:faults`: the property tests that send hostile input to every route (minutes, so not in test:unit). */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    outputFile: { json: '.tmp/reports/faults.json' },
    include: ['src/**/*.faults.test.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
    testTimeout: 600_000,
    // They set the process's environment and signal servers of their own: a process per file.
    isolate: true,
    // The longest first (the kept seconds), so the two workers end together.
    sequence: { sequencer: LongestFirst },
  },
});
