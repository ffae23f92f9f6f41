import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent } from '../../../scripts/build-stamp';

/*
 * For tests of the pages the server writes: the built web app and its renderer (dist/web and
 * dist/ssr, `npm run build:web`). When they are missing or older than their sources, a build of
 * their own is made in a temporary folder (about 20 s, kept for the next run while the sources stay), so a test never runs an old renderer and
 * never writes into dist/ while something else may be serving it.
 */

const root = join(import.meta.dirname, '..', '..', '..');

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** The web root (its `../ssr` holds the renderer) of a build as new as the sources. */
export function builtWebApp(): string {
  // The gate's own build (scripts/build-once.ts), recorded as made from the sources as they are.
  if (buildIsCurrent()) return join(root, 'dist', 'web');
  const sources = ['src/web', 'src/shared', 'vite.config.ts'].map((path) => join(root, path));
  const renderer = join(root, 'dist', 'ssr', 'entry-server.js');
  const page = join(root, 'dist', 'web', 'index.html');
  const newest = Math.max(...sources.map(newestChange));
  if (
    existsSync(renderer) &&
    existsSync(page) &&
    Math.min(statSync(renderer).mtimeMs, statSync(page).mtimeMs) >= newest
  ) {
    return join(root, 'dist', 'web');
  }
  // One build per state of the sources, kept for the next run.
  const out = join(tmpdir(), `framehire-web-build-${Math.floor(newest)}`);
  if (existsSync(join(out, 'ssr', 'entry-server.js'))) return join(out, 'web');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = (...args: string[]) =>
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, under which Vite would write React's development JSX.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  build('--outDir', join(out, 'web'));
  build('--ssr', 'entry-server.tsx', '--outDir', join(out, 'ssr'));
  return join(out, 'web');
}
