import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Each test file's seconds in a whole run, kept in the repository (`npm run test:slowest -- --save`
 * writes them from the last report): a fresh clone has no Vitest cache, and without one Vitest
 * starts the largest files first, not the longest. A 28 s file of 60 lines then starts last and
 * one worker runs it alone while the other has nothing left (docs/testing.md).
 */
export const SECONDS_FILE = new URL('./test-seconds.json', import.meta.url);

function readSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Vitest's order (group order first, a project's files together), then the longest files first
 * by the kept seconds, so the workers end together. A file not in the list yet (new) runs
 * first, as Vitest runs files it has never timed: it is usually short, and if it fails it fails early.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = readSeconds();
    const root = this.ctx.config.root;
    const known = (file: TestSpecification) => seconds[relative(root, file.moduleId)];
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [aSeconds, bSeconds] = [known(a), known(b)];
      if (aSeconds === undefined || bSeconds === undefined) {
        return aSeconds === undefined ? (bSeconds === undefined ? 0 : -1) : 1;
      }
      return bSeconds - aSeconds;
    });
  }
}
