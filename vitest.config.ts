import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/longest-first';
import { common } from './vitest.common.config';

/**
 * Files that measure the machine while they run, run alone after the others: the export's memory
 * test samples a server's resident memory, which grows further when the CPU it shares is busy
 * with another file's tests (41.7 MB against its 40 beside another worker; decision 060).
 */
export const RUN_ALONE = ['src/server/exports/export-memory.test.ts'];

const { reporters, outputFile, maxWorkers: perCore, ...perProject } = common.test!;

/**
 * A worker more than the common worker per core: a file waits on PostgreSQL, SMTP, a child
 * process or a timer about a fifth of its time, and a third worker fills those waits on two cores
 * (the CPU 83 % busy with two workers, 95 % with three: 378 s against 358 s; decision 073).
 */
const maxWorkers = Number(perCore) + 1;

/** `npx vitest run`, `npm run test:unit`: the unit and API tests, a worker per core and one more, then the files that run alone. */
export default defineConfig({
  test: {
    reporters,
    outputFile,
    maxWorkers,
    // The longest files first, by the seconds kept in the repository: the workers end together.
    sequence: { sequencer: LongestFirst },
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
