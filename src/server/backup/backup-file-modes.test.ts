import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsFolder } from '../storage/local-disk-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeBackup } from './write-backup';

/*
 * A backup holds every password hash, session and reset token of the shop: its file is its
 * owner's alone, and so is a folder made for it. A folder that was already there is the
 * operator's choice and keeps its mode.
 */

const scratch = mkdtempSync(join(tmpdir(), 'framehire-backup-modes-'));
const mode = (path: string) => statSync(path).mode & 0o777;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const backUp = (file: string) =>
  writeBackup({ databaseUrl: t.databaseUrl, uploadsFolder: uploadsFolder(t.dataDir), file });

describe('a backup file', () => {
  it('is written 0600, in folders it makes 0700, whatever the umask', async () => {
    const file = join(scratch, 'new', 'nested', 'shop.tar.gz');
    const previous = process.umask(0o000);
    try {
      await backUp(file);
    } finally {
      process.umask(previous);
    }
    expect(mode(file)).toBe(0o600);
    expect(mode(join(scratch, 'new'))).toBe(0o700);
    expect(mode(join(scratch, 'new', 'nested'))).toBe(0o700);
  });

  it('written over a readable file, takes that file away from other users; an existing folder keeps its mode', async () => {
    const folder = join(scratch, 'shared');
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    const file = join(folder, 'shop.tar.gz');
    writeFileSync(file, 'an older backup');
    chmodSync(file, 0o644);
    await backUp(file);
    expect(mode(file)).toBe(0o600);
    expect(mode(folder)).toBe(0o755);
    expect(statSync(file).size).toBeGreaterThan(100);
  });
});
