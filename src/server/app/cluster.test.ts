import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { createFreshDatabase } from '../test/test-app';

/*
 * WEB_CONCURRENCY=2 (cluster.ts): the server as an operator starts it, with two processes on one
 * port and one database and one more for the job queue (decision 058), started and stopped as a whole.
 */

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'framehire-cluster-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server processes started by `pid` (tsx adds a compiler process of its own). */
function serversStartedBy(pid: number) {
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n');
    return lines.filter((line) => line.includes('serve.ts'));
  } catch {
    return []; // ps exits 1 when no process matches
  }
}

it('runs WEB_CONCURRENCY processes on one port, each answering with the sessions of the others, and stops them all on SIGTERM', async () => {
  const port = await freePort();
  const databaseUrl = await createFreshDatabase(inject('pgAdminUrl'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/app/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  try {
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain('processes: 2 (WEB_CONCURRENCY)');
    // The banner comes once, from the first process; the demo shop was filled once.
    expect(output.match(/Framehire is running/g)).toHaveLength(1);
    expect(output.match(/Filling the empty database/g)).toHaveLength(1);
    // Two web processes and the job queue's.
    expect(serversStartedBy(server.pid!)).toHaveLength(3);

    // A session made through one connection works on every other: new connections go to either process.
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, connection: 'close' },
      body: JSON.stringify({ email: 'lucia@framehire.test', password: 'Framehire!2026' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (let call = 0; call < 10; call++) {
      const me = await fetch(`${base}/api/me`, { headers: { cookie, connection: 'close' } });
      expect((await me.json()).email).toBe('lucia@framehire.test');
    }

    // The job queue's process sends the mails the web processes queue: a sign-up's confirmation
    // lands in the outbox (no SMTP_URL).
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, connection: 'close' },
      body: JSON.stringify({ name: 'New Customer', email: 'new.customer@example.com', password: 'Framehire!2026' }),
    });
    expect(signUp.status).toBe(200);
    const outbox = join(dataDir, 'mail');
    await expect
      .poll(
        () => (existsSync(outbox) ? readdirSync(outbox) : []).some((file) => file.includes('new.customer@example.com')),
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(true);
  } finally {
    server.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(serversStartedBy(server.pid!)).toEqual([]);
}, 150_000);
