import { defineConfig } from 'vitest/config';
import { common } from './vitest.common.config';

/**
 * Files that measure the machine while they run, run alone after the others: the export's memory
 * test samples a server's resident memory, which grows further when the CPU it shares is busy
 * with another file's tests (41.7 MB against its 40 beside another worker; decision 060).
 */
export const RUN_ALONE = ['src/server/exports/export-memory.test.ts'];

const { reporters, outputFile, maxWorkers, ...perProject } = common.test!;

/** `npx vitest run`, `npm run test:unit`: the unit and API tests, a worker per core, then the files that run alone. */
export default defineConfig({
  test: {
    reporters,
    outputFile,
    maxWorkers,
    projects: [
      {
        resolve: common.resolve,
        test: { ...perProject, name: 'unit', exclude: [...(perProject.exclude ?? []), ...RUN_ALONE] },
      },
      {
        resolve: common.resolve,
        test: { ...perProject, name: 'alone', include: RUN_ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
