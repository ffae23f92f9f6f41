import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/*
 * In the web's tests a console.error is a failure: React's warnings (a key missing from a list,
 * an update outside act), i18next's missing keys and a rejected promise nobody awaited all land
 * there, and a test that passes beside one hides a bug. Server tests, whose logs are the
 * server's, are left alone. A test that means to provoke one spies on console.error itself.
 */
const watched = /[\\/]src[\\/](web|shared)[\\/]/;

let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  if (!watched.test(expect.getState().testPath ?? '')) return;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  if (!spy) return;
  const calls = spy.mock.calls;
  spy.mockRestore();
  spy = undefined;
  if (calls.length > 0) {
    const said = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called ${calls.length} time(s) in this test:\n${said}`);
  }
});
