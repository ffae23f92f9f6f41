import type { DeskStep, Scan } from '../../shared/schemas/hand-over';
import type { Database } from '../db/client';
import type { ShopCalendar } from '../shop-calendar';
import { handOverRefusal, scanUnits, vetScans } from './check-out-units';
import { judgeReturn } from './check-in-units';
import { findUnits, readRental, type Refusal } from './rental-units';

/*
 * The desk's question as each serial is scanned (issue 48): would this unit go out, or come
 * back, on this rental now? Answered by the very checks check-out and check-in make of the
 * serials they are sent (check-out-units.ts, check-in-units.ts), in their order, so the answer
 * and the hand-over itself never disagree about one serial. Nothing is locked or written: a
 * colleague's hand-over between the question and the submit is still refused by the submit.
 */

export function createSerialCheck(db: Database, calendar: ShopCalendar) {
  return {
    /** `serial` (trimmed) at `step` on rental `rentalId`; 404 when there is no such rental. */
    check(rentalId: number, serial: string, step: DeskStep): Promise<Scan> {
      // One snapshot for the few reads: the rental, its units, the serial's unit and its other rentals.
      return db.transaction(
        async (tx) => {
          const rental = await readRental(tx, rentalId);
          const units = await findUnits(tx, rentalId);
          const scanned = await scanUnits(tx, [serial]);
          const found = scanned.get(serial.toLowerCase());
          const unit = found && { id: found.id, serialNumber: found.serialNumber, productName: found.productName };
          const refused = (refusal: Refusal): Scan => ({
            serial,
            verdict: 'refused',
            code: refusal.code,
            message: refusal.message,
            ...(unit ? { unit } : {}),
          });

          if (step === 'check-in') {
            const verdict = await judgeReturn(tx, units, serial);
            return 'refusal' in verdict ? refused(verdict.refusal) : { serial, verdict: 'ok', unit: unit! };
          }
          const notToday = handOverRefusal(rental, calendar.today());
          if (notToday) return refused(notToday);
          const vetted = await vetScans(tx, rental, units, scanned, [serial]);
          if ('refusal' in vetted) return refused(vetted.refusal);
          return { serial, verdict: 'ok', unit: unit!, swap: vetted.swaps.length > 0 };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type SerialCheck = ReturnType<typeof createSerialCheck>;
