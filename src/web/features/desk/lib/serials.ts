import { serialInputSchema } from '@shared/schemas/hand-over';
import type { RentalUnit } from '@shared/schemas/rental';
import { ApiError } from '@/lib/api-client';

/** Serial numbers are compared without regard to case or the spaces around them, as the server does. */
export const sameSerial = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a scanned or typed serial was not added to the list. */
export type SerialProblem = 'empty' | 'invalid' | 'twice' | 'tooMany';

/** What is wrong with a typed serial on its own, as the server reads it (trimmed); null when nothing is. */
export function serialProblem(typed: string): 'empty' | 'invalid' | null {
  const serial = typed.trim();
  if (serial === '') return 'empty';
  return serialInputSchema.safeParse(serial).success ? null : 'invalid';
}

/**
 * The list of scanned serials with one more: trimmed, checked as the server checks it, each once,
 * and no more than `max` (the units the rental still has to hand over).
 */
export function addSerial(
  list: string[],
  typed: string,
  max: number,
): { list: string[]; problem: null } | { list: string[]; problem: SerialProblem } {
  const serial = typed.trim();
  const problem = serialProblem(serial);
  if (problem) return { list, problem };
  if (list.some((scanned) => sameSerial(scanned, serial))) return { list, problem: 'twice' };
  if (list.length >= max) return { list, problem: 'tooMany' };
  return { list: [...list, serial], problem: null };
}

/**
 * What a scanned serial is to the rental: one of its own units still in the shop, one of its
 * units already with the customer, or another unit (of the same product it will be swapped on,
 * if it is free; the server decides).
 */
export type SerialKind = 'booked' | 'alreadyOut' | 'other';

export function serialKind(serial: string, units: RentalUnit[]): SerialKind {
  const unit = units.find((candidate) => sameSerial(candidate.serialNumber, serial));
  if (!unit) return 'other';
  return unit.checkedOutAt === null ? 'booked' : 'alreadyOut';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The scanned serial a refusal is about: the one its details name, else the one its message
 * names ("Unit CAM-7 is not free for these dates"), the longest first so CAM-17 is not read as
 * CAM-1. Null when it names none of them.
 */
export function refusedSerial(serials: string[], error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const named = error.details?.serial;
  if (typeof named === 'string') {
    const found = serials.find((serial) => sameSerial(serial, named));
    if (found) return found;
  }
  const byLength = [...serials].sort((a, b) => b.length - a.length);
  return (
    byLength.find((serial) =>
      new RegExp(`(^|[^\\p{L}\\p{N}_-])${escape(serial)}($|[^\\p{L}\\p{N}_-])`, 'iu').test(error.message),
    ) ?? null
  );
}
