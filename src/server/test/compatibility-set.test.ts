import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_SET } from '../../../vitest.compat.config';

const root = join(import.meta.dirname, '..', '..', '..');

// A renamed or moved file would leave the other Node lines silently testing less.
describe('the Node.js compatibility set', () => {
  it.each(COMPATIBILITY_SET)('names a test file that exists: %s', (file) => {
    expect(existsSync(join(root, file))).toBe(true);
  });
});
