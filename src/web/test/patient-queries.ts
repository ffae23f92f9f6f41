import { beforeAll, expect } from 'vitest';

/*
 * Testing Library's `findBy…` and `waitFor` give up after one second. On the CI's two shared
 * cores, three workers run beside a PostgreSQL and the unit stage's other files, and a Mantine
 * dialog opened by a key press once took longer than that to appear (planner-view.test.tsx, in
 * the CI of 8318e3d). Five seconds is still far below the test's own timeout, and a query that
 * finds its element sooner returns as soon as it does: a passing test is no slower.
 */
beforeAll(async () => {
  if (!/[\\/]src[\\/]web[\\/]/.test(expect.getState().testPath ?? '')) return;
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
});
