/**
 * `npm run test:slowest`: the slowest test files of the last runs, unit and API (Vitest's
 * report, .tmp/reports/unit.json) and end-to-end (Playwright's, .tmp/reports/e2e.json), with
 * their seconds: the table docs/testing.md keeps. With `--save`, the unit files' seconds go into
 * scripts/test-seconds.json, the order Vitest starts them in on a fresh clone (scripts/longest-first.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECONDS_FILE } from './longest-first';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const count = Number(args.find((arg) => !arg.startsWith('--')) ?? 15);

type Row = { file: string; seconds: number; tests: number };

/**
 * A test file's path from the repository's root, also for a report written by another clone (the
 * clean-clone CI's, copied here): the kept seconds are looked up by that path, and a path such as
 * `../ci-clone/src/...` would match no file on a fresh clone and undo the longest-first order.
 */
function fromRoot(file: string): string {
  const path = relative(root, file);
  if (!path.startsWith('..')) return path;
  const start = path.search(/(^|\/)(src|e2e|scripts)\//);
  return start < 0 ? path : path.slice(start).replace(/^\//, '');
}

/** The files of a Vitest report: `unit` (npm run test:unit) or `faults` (npm run test:faults). */
function vitestRows(name: 'unit' | 'faults' = 'unit'): Row[] {
  const file = join(root, `.tmp/reports/${name}.json`);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  return report.testResults.map((result) => ({
    file: fromRoot(result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

type Suite = { file: string; specs: { tests: { results: { duration: number }[] }[] }[]; suites?: Suite[] };

function e2eRows(): Row[] {
  const file = join(root, '.tmp/reports/e2e.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[] };
  const byFile = new Map<string, Row>();
  const walk = (suite: Suite) => {
    const row = byFile.get(suite.file) ?? { file: join('e2e', suite.file), seconds: 0, tests: 0 };
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        row.tests += 1;
        // Every try counts: a retried test cost its first run too.
        for (const result of test.results) row.seconds += result.duration / 1000;
      }
    }
    byFile.set(suite.file, row);
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return [...byFile.values()];
}

function print(title: string, rows: Row[]) {
  if (rows.length === 0) return console.log(`${title}: no report yet (run the tests first)\n`);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`${title}: ${rows.length} files, ${total.toFixed(0)} s in all (summed over the workers)`);
  console.log('| seconds | tests | file |\n| ---: | ---: | --- |');
  for (const row of rows.sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`| ${row.seconds.toFixed(1)} | ${row.tests} | \`${row.file}\` |`);
  }
  console.log();
}

/**
 * Every unit file's seconds, and the fault files' from their last run (`npm run test:faults`),
 * longest first, to a tenth: what the next fresh clone starts them by. A fault file that is still
 * there and was not in that run keeps the seconds it had.
 */
function save(rows: Row[]) {
  if (rows.length === 0) throw new Error('No unit report to save: run `npx vitest run` first');
  const kept = JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) as Record<string, number>;
  const measured = new Map(
    Object.entries(kept).filter(([file]) => file.endsWith('.faults.test.ts') && existsSync(join(root, file))),
  );
  for (const row of rows) measured.set(row.file, Math.round(row.seconds * 10) / 10);
  const seconds = Object.fromEntries([...measured].sort(([, a], [, b]) => b - a));
  writeFileSync(SECONDS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
  console.log(`${rows.length} files' seconds saved to ${relative(root, fileURLToPath(SECONDS_FILE))}\n`);
}

if (args.includes('--save')) save([...vitestRows(), ...vitestRows('faults')]);
print('Unit and API tests', vitestRows());
print('End-to-end tests', e2eRows());
