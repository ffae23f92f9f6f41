/**
 * Compiles the server ahead of time: src/server/app/serve.ts and everything it imports from src/ in
 * one ES module, dist/server/serve.js, run by plain Node (`npm start`). Packages stay in
 * node_modules; the SQL migrations are copied next to it, where the database client looks for
 * them. No TypeScript compiler runs when the shop does.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist/server');

rmSync(outdir, { recursive: true, force: true });
await build({
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
});
cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
// The fonts the invoice PDFs embed (invoices/pdf-fonts.ts looks for them here).
cpSync(join(root, 'src/server/invoices/fonts'), join(outdir, 'fonts'), { recursive: true });
