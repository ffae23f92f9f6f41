import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { environmentFile, readUnit } from './unit-file';

const REPO = join(import.meta.dirname, '..');
export const UNIT = join(REPO, 'deploy', 'systemd', 'framehire@.service');
/** Where the unit expects the shop: this checkout stands in for it. */
const INSTALLED_AT = '/opt/framehire';

export type ShopProcess = { port: number; child: ChildProcess; output: string[] };

/**
 * One shop process as systemd starts `framehire@<port>`: the unit's command line, working folder
 * and Environment= lines, and `settings` as its EnvironmentFile.
 */
export function startShopProcess(port: number, settings: Record<string, string>, folder: string): ShopProcess {
  const unit = readUnit(UNIT, String(port));
  const settingsFile = join(folder, `framehire-${port}.env`);
  writeFileSync(settingsFile, environmentFile(settings));
  const [program, ...args] = unit.argv.map((part) => part.replace(INSTALLED_AT, REPO));
  const output: string[] = [];
  const child = spawn(program!, args, {
    cwd: unit.workingDirectory.replace(INSTALLED_AT, REPO),
    // systemd: a clean environment, the EnvironmentFile, then Environment= lines win.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...settings, ...unit.environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { port, child, output };
}

/** Waits until the process answers its health check. */
export async function waitUntilServing(shop: ShopProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`The shop on ${shop.port} exited:\n${shop.output.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${shop.port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop on ${shop.port} did not answer within ${timeoutMs} ms:\n${shop.output.join('')}`);
}

export async function stopShopProcess(shop: ShopProcess) {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  const exited = new Promise((resolve) => shop.child.once('exit', resolve));
  shop.child.kill('SIGTERM');
  await exited;
}
