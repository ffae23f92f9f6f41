/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then
 * starts the server (embedded PostgreSQL unless DATABASE_URL is set, migrations, demo data).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { startServer, startupFailureLine } from '../src/server/main';

const root = join(import.meta.dirname, '..');

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildWebIfStale() {
  const builtIndex = join(root, 'dist/web/index.html');
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((path) => join(root, path));
  const sourceTime = Math.max(...sources.filter(existsSync).map(newestChange));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourceTime) return;
  console.log('[framehire] Building the web app…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
try {
  const config = loadConfig();
  buildWebIfStale();
  await startServer(config);
} catch (error) {
  console.error(startupFailureLine(error));
  process.exit(1);
}
