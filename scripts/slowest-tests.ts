/**
 * `npm run test:slowest`: the slowest test files of the last runs, unit and API (Vitest's
 * report, .tmp/reports/unit.json) and end-to-end (Playwright's, .tmp/reports/e2e.json), with
 * their seconds: the table docs/testing.md keeps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 15);

type Row = { file: string; seconds: number; tests: number };

function unitRows(): Row[] {
  const file = join(root, '.tmp/reports/unit.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  return report.testResults.map((result) => ({
    file: relative(root, result.name),
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

print('Unit and API tests', unitRows());
print('End-to-end tests', e2eRows());
