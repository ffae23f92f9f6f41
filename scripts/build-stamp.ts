/**
 * What a build of the shop is made from, as one hash: the sources under src/ (not the tests),
 * the build's own scripts and configuration, and the locked packages. `npm run build` records it
 * next to its output (dist/.sources); a build whose record matches the sources is current, and
 * every stage of a test run that needs the built shop reuses it instead of building again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const stampFile = join(root, 'dist', '.sources');
/** What `npm run build` writes: the web app, its server renderer, the compiled server. */
export const buildOutputs = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/serve.js'].map((path) =>
  join(root, path),
);

const INPUTS = ['src', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name === 'test';

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !isTest(name))
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** The hash of the build's inputs as they are now (about 0.1 s for the whole tree). */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => files(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a whole build of the sources as they are now. */
export function buildIsCurrent(): boolean {
  if (!buildOutputs.every((file) => existsSync(file)) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourcesHash();
}
