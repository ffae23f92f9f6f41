import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function read(language: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Record<string, unknown>;
}

describe('translations', () => {
  const namespaces = readdirSync(join(root, 'en'));

  it('has namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const language of ['es', 'de']) {
    for (const file of namespaces) {
      it(`${language}/${file} has exactly the keys of en/${file}, none empty`, () => {
        const translated = read(language, file);
        expect(keys(translated).sort()).toEqual(keys(read('en', file)).sort());
        for (const key of keys(translated)) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
          expect(value, `${language}/${file}: ${key}`).not.toBe('');
        }
      });
    }
  }
});
