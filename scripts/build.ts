/**
 * `npm run build` (the web app, its server renderer and the compiled server) and `npm run
 * build:web` (the first two). A whole build records what it was made from (build-stamp.ts),
 * hashed before it starts, so a source changed while it ran leaves the build marked stale.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, sourcesHash, stampFile } from './build-stamp';

const webOnly = process.argv.includes('--web');
const hash = sourcesHash();
rmSync(stampFile, { force: true });

const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
run(vite, 'build', '--logLevel', 'warn');
run(vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn');
if (!webOnly) run(join(root, 'scripts', 'build-server.mjs'));
assertAsciiOnly(webOnly ? ['dist/ssr'] : ['dist/ssr', 'dist/server']);
if (!webOnly) writeFileSync(stampFile, `${hash}\n`);

/**
 * V8 keeps each module's source in memory while the server runs, in one byte a character when all
 * of it is Latin-1 and two otherwise. Five "…" and "€" in the comments esbuild keeps doubled the
 * server's 1 MB, and one "—" in a package's comment the renderer's 2.6 MB. So both builds write
 * ASCII only (vite.config.ts, build-server.mjs), and a build that lets a character through fails
 * here rather than costing megabytes found later in a heap snapshot.
 */
function assertAsciiOnly(folders: string[]) {
  for (const folder of folders) {
    for (const name of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.js')) continue;
      const at = readFileSync(join(root, folder, name), 'utf8').search(/[^\0-\x7f]/);
      if (at >= 0) throw new Error(`${folder}/${name} holds a character that is not ASCII at ${at}`);
    }
  }
}
