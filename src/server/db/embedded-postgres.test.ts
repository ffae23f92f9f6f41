import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'framehire-restart-'));
const port = 3400 + Math.floor(Math.random() * 500);
/*
 * Fixed across the restarts (the orphan holds it). Below Linux's ephemeral ports (32768-60999):
 * there, any test's client socket may hold the same number as its local port, and the server
 * rightly refuses to start on a port taken. 30,000 and up: past the ports freePort() hands out
 * and the ones startup-faults picks itself, below the end-to-end tests' 31,490.
 */
const pgPort = port + 26_600;
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/server/app/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'a'), openSync(join(dataDir, 'server.log'), 'a')],
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.json() as Promise<{ database: { status: string } }>,
      () => null,
    );
    if (health?.database.status === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${readFileSync(join(dataDir, 'server.log'), 'utf8')}`);
}

const postgresPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
/** Running, and not a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const child of children) if (child.pid && alive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('starts again on the same data after the server was killed with SIGKILL, and stops cleanly', async () => {
  const first = startServer();
  await waitForHealth();
  const orphan = postgresPid();
  // The Node process itself (tsx runs it as a child), as `kill -9 <pid>` would.
  const server = Number(readFileSync(join(dataDir, 'server.pid'), 'utf8'));
  process.kill(server, 'SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  expect(alive(orphan)).toBe(true);

  const second = startServer();
  await waitForHealth();
  expect(alive(orphan)).toBe(false);
  const running = postgresPid();

  process.kill(second.pid!, 'SIGINT');
  await new Promise((resolve) => second.once('exit', resolve));
  await expect.poll(() => alive(running), { timeout: 10_000 }).toBe(false);
}, 120_000);

it('starts again after its whole process group, PostgreSQL included, was killed with SIGKILL', async () => {
  const first = startServer();
  await waitForHealth();
  process.kill(-first.pid!, 'SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  const second = startServer();
  await waitForHealth();
  process.kill(second.pid!, 'SIGINT');
  await new Promise((resolve) => second.once('exit', resolve));
}, 120_000);
