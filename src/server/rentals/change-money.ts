import type { IsoDate } from '../../shared/calendar-date';
import type { Executor } from '../db/client';
import type { Requester } from './requester';

/*
 * What a rental's change of dates asks of the shop's money (flows/reschedule.ts asks,
 * money/refunds.ts answers; app/services.ts wires it): rentals/ does not import money/.
 */

/** The money side of a change, from money/refunds.ts (app/services.ts wires it). */
export type ChangeMoney = {
  /** What a change taking `removedCents` off the line would give back now (no lock). */
  quote(line: ChangedLine, removedCents: number): Promise<ChangeRefund>;
  /** In the change's transaction: the refund it gives, tied to its rental_changes row. */
  refund(tx: Executor, line: ChangedLine, removedCents: number, changeId: number, by: Requester): Promise<ChangeRefund>;
};

/** The line as the refund rules see it: its order and its ORIGINAL first day (as cancelling would). */
export type ChangedLine = { rentalId: number; orderId: number; firstDay: IsoDate };
export type ChangeRefund = { refundCents: number; percent: number; paid: boolean };
