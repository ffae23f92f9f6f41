import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/*
 * The production server (src/server/app/serve.ts, as `npm start` runs it after the build) as a child
 * process in a process group of its own, so a test can kill it the way an operator's machine
 * does: the server and its embedded PostgreSQL together, with SIGKILL and no warning.
 */

const root = join(import.meta.dirname, '../../..');

export type ShopProcess = {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL to the whole group: the server, its tsx helpers and its PostgreSQL. */
  killGroup(): void;
};

export async function startShop(env: Record<string, string>, readyTimeoutMs = 120_000): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/app/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const shop: ShopProcess = {
    child,
    output: () => output,
    exited,
    killGroup() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!output.includes('Framehire is running')) {
    if (gone || Date.now() > deadline) {
      shop.killGroup();
      throw new Error(`The shop did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return shop;
}

/** A connection to the embedded PostgreSQL of `dataDir` while the shop runs. */
export function embeddedPool(dataDir: string, port: number): pg.Pool {
  const { postgresPassword } = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  return new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'framehire',
    password: postgresPassword,
    database: 'framehire',
    max: 2,
  });
}

/** The session cookie of `email` signed in with `password` on the shop at `base`, as a browser would. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
