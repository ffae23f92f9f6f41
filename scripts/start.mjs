/**
 * `npm start`: builds what is missing or older than its sources (the web app with Vite, the
 * server with esbuild, each in a child process), then runs the compiled server in this process:
 * plain JavaScript, no TypeScript compiler at run time. The server starts the embedded
 * PostgreSQL unless DATABASE_URL is set, migrates, and fills an empty database with the demo shop.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Runs `program` unless `output` is newer than every one of `sources`. */
function buildIfStale(label, output, sources, program) {
  const sourceTime = Math.max(...sources.map((path) => join(root, path)).filter(existsSync).map(newestChange));
  if (existsSync(join(root, output)) && statSync(join(root, output)).mtimeMs >= sourceTime) return;
  console.log(`[framehire] Building the ${label}…`);
  execFileSync(process.execPath, program, { cwd: root, stdio: 'inherit' });
}

const shared = ['src/shared', 'package-lock.json'];
const vite = join(root, 'node_modules/vite/bin/vite.js');
const webSources = ['src/web', 'vite.config.ts', ...shared];
buildIfStale('web app', 'dist/web/index.html', webSources, [vite, 'build', '--logLevel', 'warn']);
// The storefront's pages written on the server (decision 030).
buildIfStale('storefront renderer', 'dist/ssr/entry-server.js', webSources, [
  vite,
  'build',
  '--ssr',
  'entry-server.tsx',
  '--logLevel',
  'warn',
]);
buildIfStale('server', 'dist/server/serve.js', ['src/server', 'scripts/build-server.mjs', ...shared], [
  join(root, 'scripts/build-server.mjs'),
]);
await import('../dist/server/serve.js');
