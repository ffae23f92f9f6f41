/**
 * `npm test`, the whole gate: the browser the end-to-end tests need; the type check and then the
 * lint (one core, about a minute and a half) beside one build of the shop and the unit and API
 * tests (which read that build's renderer), so the unit tests, the longest stage before the
 * journeys, start as soon as the build is there; then the end-to-end tests on the same build.
 * Prints each stage's seconds and the total at the end (docs/testing.md).
 */
import { runStages, type Stage } from './stages';

const npx = (name: string, ...args: string[]): Stage => ({ name, command: 'npx', args });
const tsx = (name: string, script: string): Stage => ({ name, command: 'npx', args: ['tsx', script] });

await runStages('npm test: seconds per stage', [
  [tsx('browser', 'scripts/check-browser.ts')],
  [
    [npx('typecheck', 'tsc', '--noEmit', '-p', '.'), npx('lint', 'eslint', '.', '--max-warnings', '0')],
    [tsx('build', 'scripts/build-once.ts'), npx('unit', 'vitest', 'run')],
  ],
  [npx('e2e', 'playwright', 'test')],
]);
