import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL refuses to run as root, and CI runs as root: its programs then run as the machine's
 * `postgres` user, as Debian's own cluster does.
 */
const asRoot = process.getuid?.() === 0;
const wrap = (program: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];

export async function runAsPostgres(program: string, args: string[]) {
  const [command, all] = wrap(program, args);
  return run(command, all, { maxBuffer: 16 * 1024 * 1024 });
}

export function spawnAsPostgres(program: string, args: string[], options: SpawnOptions): ChildProcess {
  const [command, all] = wrap(program, args);
  return spawn(command, all, options);
}

export { run };
