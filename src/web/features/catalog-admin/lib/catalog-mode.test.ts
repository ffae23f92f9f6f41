import { describe, expect, it } from 'vitest';
import { toggleMode } from './catalog-mode';

describe('toggleMode', () => {
  it('turns a mode on from none, and off when pressed again', () => {
    expect(toggleMode(null, 'edit')).toBe('edit');
    expect(toggleMode('edit', 'edit')).toBeNull();
    expect(toggleMode(null, 'delete')).toBe('delete');
    expect(toggleMode('delete', 'delete')).toBeNull();
  });

  it('switches from one mode to the other: they are never on together', () => {
    expect(toggleMode('edit', 'delete')).toBe('delete');
    expect(toggleMode('delete', 'edit')).toBe('edit');
    expect(toggleMode('edit', 'history')).toBe('history');
    expect(toggleMode('history', 'history')).toBeNull();
  });
});
