import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeAdmin = (email: string) =>
  run(join(root, 'node_modules/.bin/tsx'), ['scripts/make-admin.ts', email], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: t.databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );

it('npm run admin makes an existing user an administrator, and says so', async () => {
  const { cookie } = await t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner' });
  const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }).then((r) => r.json());
  expect((await me()).isAdmin).toBe(false);

  const result = await makeAdmin('Owner@Example.com');
  expect(result).toEqual({ code: 0, output: 'Olga Owner <owner@example.com> is now an administrator.\n' });
  expect((await me()).isAdmin).toBe(true);
});

it('fails with a clear message for an unknown e-mail', async () => {
  const result = await makeAdmin('ghost@example.com');
  expect(result.code).toBe(1);
  expect(result.output).toContain('No user with the e-mail ghost@example.com');
});
