/**
 * Compiles the server ahead of time: src/server/app/serve.ts and everything it imports from src/ in
 * one ES module, dist/server/serve.js, run by plain Node (`npm start`). Packages stay in
 * node_modules; the SQL migrations are copied next to it, where the database client looks for
 * them. No TypeScript compiler runs when the shop does.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist/server');

rmSync(outdir, { recursive: true, force: true });
const { outputFiles } = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/app/serve.ts'],
  outdir,
  // Modules loaded on first use (mail templates, sharp) go in chunks of their own, so they stay
  // unloaded until then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
for (const file of outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
}
cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
// The fonts the invoice PDFs embed (invoices/pdf-fonts.ts looks for them here).
cpSync(join(root, 'src/server/invoices/fonts'), join(outdir, 'fonts'), { recursive: true });

/**
 * Code that holds ASCII only (why: assertAsciiOnly in build.ts). esbuild escapes the rest in code,
 * so what is left is in comments, where an escape reads the same.
 */
function asciiOnly(code) {
  return code.replace(/[^\0-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
