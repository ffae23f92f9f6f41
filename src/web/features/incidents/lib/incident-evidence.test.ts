import { describe, expect, it } from 'vitest';
import type { IncidentPhoto, IncidentUnit } from '@shared/schemas/incident';
import { namedPhotos, noteToShow } from './incident-evidence';

const unit = (itemId: number, serialNumber: string): IncidentUnit => ({
  itemId,
  serialNumber,
  condition: 'damaged',
  note: 'Cracked',
  recordedAt: '2030-03-13T17:00:00.000Z',
});
const photo = (id: number, itemId: number | null): IncidentPhoto => ({
  id,
  url: `/uploads/incidents/${id}.webp`,
  itemId,
  createdAt: '2030-03-13T17:01:00.000Z',
});

describe("an incident's photos", () => {
  it('are numbered in their order and named by the unit they show', () => {
    const named = namedPhotos([photo(4, 7), photo(5, null), photo(6, 9)], [unit(7, 'SN-7')]);
    expect(named.map(({ id, number, serialNumber }) => ({ id, number, serialNumber }))).toEqual([
      { id: 4, number: 1, serialNumber: 'SN-7' },
      { id: 5, number: 2, serialNumber: null },
      { id: 6, number: 3, serialNumber: null },
    ]);
  });
});

describe("a unit's note", () => {
  it('shows unless the description already says it (an incident the desk opened)', () => {
    expect(noteToShow('Cracked', 'Cracked')).toBeNull();
    expect(noteToShow('Cracked', 'SN-7: Cracked\nSN-8: Lens cap missing')).toBeNull();
    expect(noteToShow('Cracked', 'The customer says it fell.')).toBe('Cracked');
    expect(noteToShow('  ', 'Anything')).toBeNull();
  });
});
