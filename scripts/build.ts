/**
 * `npm run build` (the web app, its server renderer and the compiled server) and `npm run
 * build:web` (the first two). A whole build records what it was made from (build-stamp.ts),
 * hashed before it starts, so a source changed while it ran leaves the build marked stale.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sourcesHash, stampFile } from './build-stamp';

const webOnly = process.argv.includes('--web');
const hash = sourcesHash();
rmSync(stampFile, { force: true });

const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
run(vite, 'build', '--logLevel', 'warn');
run(vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn');
if (!webOnly) {
  run(join(root, 'scripts', 'build-server.mjs'));
  writeFileSync(stampFile, `${hash}\n`);
}
