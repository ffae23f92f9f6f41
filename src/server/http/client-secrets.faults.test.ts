import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { scanForSecrets } from '../test/secret-scan';

/*
 * The built web app carries none of the server's secrets: it is built here as `npm run build`
 * does, with every secret setting filled with a canary, and every file of it is scanned.
 */

const root = join(import.meta.dirname, '../../..');
const outDir = mkdtempSync(join(tmpdir(), 'framehire-client-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const canaries = {
  AUTH_SECRET: 'canary-auth-secret-5f1c9e2b7a4d8c3e6f0a1b2c3d4e5f60',
  DATABASE_URL: 'postgresql://framehire:canary-db-password-77@db.internal:5432/framehire',
  SMTP_URL: 'smtps://mailer:canary-smtp-password-88@smtp.example.com:465',
  // Even a variable named as Vite's public ones must not reach the build: the web reads none.
  VITE_CANARY: 'canary-vite-variable-99',
};

describe('the built web app', () => {
  it('holds no secret, connection string, private key or server environment', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, canaries);
    try {
      await build({
        configFile: join(root, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, sourcemap: true },
      });
    } finally {
      process.env = saved;
    }
    const files = readdirSync(outDir, { recursive: true });
    expect(files.some((file) => String(file).endsWith('.js'))).toBe(true);
    const canaryValues = Object.fromEntries(
      Object.entries(canaries).flatMap(([name, value]) => [
        [name, value],
        [`${name}'s password`, /:([^:@/]+)@/.exec(value)?.[1] ?? value],
      ]),
    );
    expect(scanForSecrets(outDir, canaryValues)).toEqual([]);
  }, 300_000);

  it('would be caught carrying one (the scan can fail)', () => {
    const planted = mkdtempSync(join(tmpdir(), 'framehire-planted-'));
    try {
      mkdirSync(join(planted, 'assets'));
      writeFileSync(join(planted, 'assets', 'index.js'), `const u="${canaries.DATABASE_URL}";`);
      writeFileSync(join(planted, 'assets', 'key.css'), '/* -----BEGIN PRIVATE KEY----- */');
      writeFileSync(join(planted, 'index.html'), '<script>fetch(process.env.SMTP_URL)</script>');
      expect(
        scanForSecrets(planted, { AUTH_SECRET: canaries.AUTH_SECRET })
          .map((finding) => finding.what)
          .sort(),
      ).toEqual(['a PostgreSQL connection string', 'a private key', "the server's environment"]);
      writeFileSync(join(planted, 'assets', 'later.js'), `x="${canaries.AUTH_SECRET}"`);
      expect(scanForSecrets(planted, { AUTH_SECRET: canaries.AUTH_SECRET })).toContainEqual({
        file: join('assets', 'later.js'),
        what: 'AUTH_SECRET',
      });
    } finally {
      rmSync(planted, { recursive: true, force: true });
    }
  });
});
