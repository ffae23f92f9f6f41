import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from './users/create-user';
import { createTestApp, TEST_PASSWORD } from './test/test-app';

/*
 * The paths a newcomer takes on a first run: the shop opened at whatever address the machine
 * answers on, and start-up faults (a taken port, a folder PostgreSQL cannot enter, an unusable
 * data folder) told in one line with the fix, never a stack trace.
 */

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'framehire-first-run-'));
// Open like a clone in /opt or /home would be; the root-only case below closes one on purpose.
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the addresses the shop is opened at', () => {
  const machineAddresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);

  async function signInAt(base: string, origin: string) {
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      // A browser that has been on the site sends its cookies along, as a cross-site form would.
      headers: { 'content-type': 'application/json', origin, cookie: 'theme=dark' },
      body: JSON.stringify({ email: 'newcomer@example.com', password: TEST_PASSWORD }),
    });
    return response.status;
  }

  it('lets a browser log in from localhost, 127.0.0.1 and the machine’s address when PUBLIC_URL is unset', async () => {
    const t = await createTestApp({ originPolicy: 'same-host' });
    try {
      await createUser(t.db, t.auth, { email: 'newcomer@example.com', fullName: 'New Comer', password: TEST_PASSWORD });
      const port = new URL(await t.app.listen({ host: '0.0.0.0', port: 0 })).port;
      for (const host of ['localhost', '127.0.0.1', ...machineAddresses]) {
        const base = `http://${host}:${port}`;
        expect(await signInAt(base, base), base).toBe(200);
      }
      // Another site's page still cannot post here: its Origin is not the address it posts to.
      expect(await signInAt(`http://127.0.0.1:${port}`, 'http://evil.example')).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('refuses other origins when PUBLIC_URL is set, and logs a line naming PUBLIC_URL', async () => {
    const lines: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => void lines.push(line) } };
    const t = await createTestApp({ originPolicy: 'public-url', logger });
    try {
      await createUser(t.db, t.auth, { email: 'newcomer@example.com', fullName: 'New Comer', password: TEST_PASSWORD });
      const port = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port;
      expect(await signInAt(`http://127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).toBe(403);
      expect(lines.join('\n')).toContain(
        `from http://127.0.0.1:${port}: PUBLIC_URL is http://localhost:3000, the only address the shop accepts`,
      );
    } finally {
      await t.close();
    }
  });
});

/** `node src/server/app/serve.ts` as `npm start` runs it, with this environment; its exit code and output. */
async function start(env: Record<string, string>) {
  const tsx = join(root, 'node_modules/.bin/tsx');
  const result = await run(tsx, ['src/server/app/serve.ts'], {
    cwd: root,
    env: { ...process.env, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    timeout: 60_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
  return { ...result, stderr: result.stderr.replace(/^npm warn.*\n/gm, '') };
}

function occupy(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })),
  );
}

/** One line, naming the cause and the fix: no stack trace. */
function expectOneLine(stderr: string, ...parts: string[]) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('start-up faults', () => {
  it('names the taken port and the variable that moves it', async () => {
    const { server, port } = await occupy();
    try {
      const app = await start({ HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(scratch, 'port') });
      expect(app.code).toBe(1);
      expectOneLine(app.stderr, `Port ${port} is taken`, 'set PORT to a free port');

      const database = await start({ PORT: '0', EMBEDDED_PG_PORT: String(port), DATA_DIR: join(scratch, 'pg-port') });
      expect(database.code).toBe(1);
      expectOneLine(database.stderr, `Port ${port} is taken`, 'set EMBEDDED_PG_PORT to a free port');
    } finally {
      server.close();
    }
  }, 90_000);

  it('says what to do with a data folder it cannot use', async () => {
    const notAFolder = join(scratch, 'a-file');
    writeFileSync(notAFolder, '');
    const result = await start({ PORT: '0', DATA_DIR: notAFolder });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, `DATA_DIR ${notAFolder} cannot be used`, 'set DATA_DIR to another folder');
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)(
    'started as root from a folder others cannot enter (a clone in /root), says why and what to do',
    async () => {
      const locked = join(scratch, 'root-only');
      mkdirSync(locked, { mode: 0o700 });
      const result = await start({ PORT: '0', DATA_DIR: join(locked, 'data') });
      expect(result.code).toBe(1);
      expectOneLine(
        result.stderr,
        `cannot enter ${locked} (mode 700)`,
        'start Framehire as a regular user',
        'DATABASE_URL',
      );
    },
    60_000,
  );
});

describe('npm test on a fresh machine', () => {
  it('stops before the first test, in one line, when the browser it was pointed at is missing', async () => {
    const tsx = join(root, 'node_modules/.bin/tsx');
    const failure = await run(tsx, ['scripts/check-browser.ts'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expectOneLine(
      failure.stderr.replace(/^npm warn.*\n/gm, ''),
      'CHROMIUM_PATH is /nowhere/chromium',
      'point it at a Chromium',
    );
  }, 30_000);
});
