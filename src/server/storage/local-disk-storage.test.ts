import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, uploadsFolder } from './local-disk-storage';
import { InvalidStorageKeyError } from './storage';

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-storage-'));
const storage = createLocalDiskStorage(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const bytes = (text: string) => Buffer.from(text);

describe('the local disk storage', () => {
  it('stores, lists, addresses and removes files under <dataDir>/uploads', async () => {
    await storage.put('avatars/u1/20300310T100000000Z-u1.webp', bytes('first'), 'image/webp');
    await storage.put('avatars/u1/20300310T100100000Z-u1.webp', bytes('second'), 'image/webp');
    await storage.put('avatars/u2/20300310T100000000Z-u2.webp', bytes('other'), 'image/webp');
    await storage.put('products/abc.webp', bytes('lens'), 'image/webp');

    expect(readFileSync(join(uploadsFolder(dataDir), 'products', 'abc.webp'), 'utf8')).toBe('lens');
    expect(await storage.list('avatars/u1/')).toEqual([
      'avatars/u1/20300310T100000000Z-u1.webp',
      'avatars/u1/20300310T100100000Z-u1.webp',
    ]);
    expect(await storage.list('avatars/')).toHaveLength(3);
    expect(await storage.list('avatars/nobody/')).toEqual([]);
    expect(storage.publicUrl('products/abc.webp')).toBe('/uploads/products/abc.webp');

    await storage.remove('avatars/u1/20300310T100000000Z-u1.webp');
    await storage.remove('avatars/u1/20300310T100000000Z-u1.webp');
    expect(await storage.list('avatars/u1/')).toEqual(['avatars/u1/20300310T100100000Z-u1.webp']);
  });

  it('replaces a file whole, leaving no partial file behind', async () => {
    await storage.put('products/replaced.webp', bytes('old'), 'image/webp');
    await storage.put('products/replaced.webp', bytes('new'), 'image/webp');
    expect(readFileSync(join(uploadsFolder(dataDir), 'products', 'replaced.webp'), 'utf8')).toBe('new');
    expect(readdirSync(join(uploadsFolder(dataDir), 'products')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses every key that could leave the folder or name a hidden file, before touching the disk', async () => {
    const keys = [
      '',
      '../escape.webp',
      'avatars/../../escape.webp',
      'avatars/./x.webp',
      '/etc/escape.webp',
      'avatars\\..\\escape.webp',
      'avatars//x.webp',
      'avatars/x.webp/',
      '.hidden.webp',
      'avatars/x\u0000.webp',
      'avatars/ x.webp',
      `avatars/${'a'.repeat(600)}.webp`,
    ];
    for (const key of keys) {
      await expect(storage.put(key, bytes('x'), 'image/webp'), JSON.stringify(key)).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.remove(key), JSON.stringify(key)).rejects.toThrow(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key), JSON.stringify(key)).toThrow(InvalidStorageKeyError);
    }
    for (const prefix of ['', '/', '../', 'avatars', 'avatars/../', '/avatars/', 'avatars\\']) {
      await expect(storage.list(prefix), JSON.stringify(prefix)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(readdirSync(dataDir)).toEqual(['uploads']);
  });

  it('refuses a key whose extension is not its type, since the disk serves a file by its extension', async () => {
    await expect(storage.put('products/x.png', bytes('x'), 'image/webp')).rejects.toThrow(/extension/);
    await expect(storage.put('products/x.html', bytes('<script>'), 'text/html')).rejects.toThrow(/extension/);
    expect(await storage.list('products/')).not.toContain('products/x.png');
  });
});
