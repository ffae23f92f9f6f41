import type { IncidentPhoto, IncidentUnit } from '@shared/schemas/incident';

/** A photo with what names it: the serial number of the unit it shows, when the desk chose one. */
export type NamedPhoto = IncidentPhoto & { serialNumber: string | null; number: number };

/**
 * The incident's photos in their order, numbered from 1, each with the serial number of its unit
 * (found among the units the desk recorded; null when the photo shows no unit in particular, or
 * one the desk did not record as damaged or missing).
 */
export function namedPhotos(photos: readonly IncidentPhoto[], units: readonly IncidentUnit[]): NamedPhoto[] {
  const serials = new Map(units.map((unit) => [unit.itemId, unit.serialNumber]));
  return photos.map((photo, index) => ({
    ...photo,
    serialNumber: photo.itemId === null ? null : (serials.get(photo.itemId) ?? null),
    number: index + 1,
  }));
}

/**
 * A unit's note where the incident shows it, or null when its description already says it: an
 * incident the desk opened takes its description from the notes (the note, or "serial: note"
 * lines), and the same words twice would only be noise.
 */
export function noteToShow(note: string, description: string): string | null {
  const text = note.trim();
  return text === '' || description.includes(text) ? null : text;
}
