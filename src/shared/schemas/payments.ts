import { z } from 'zod';
import { MONEY_INPUT_PATTERN, toCents } from '../money';
import { moneySchema } from './catalog';
import { idParamSchema, MAX_ID, singleLineTextSchema } from './input';

/*
 * The shop's money actions at the counter and in the dashboard: marking an order paid
 * at pick-up, deposit movements, refunds by hand, and the refund a customer's cancellation
 * brings. Each action answers with the order (shared/schemas/order.ts orderSchema).
 */

/** Where money changed hands in the shop: its till, or its card terminal. */
export const counterChannels = ['cash', 'terminal'] as const;
export type CounterChannel = (typeof counterChannels)[number];

/** Why an administrator refunds or keeps a deposit: one line, as the audit log and the order page show it. */
export const REASON_MAX = 500;

/**
 * An amount typed at the counter: euros with up to two decimals ("12.50", "12.5", "12"), more than
 * nothing and no more than a ledger row holds.
 */
export const amountInputSchema = z
  .string()
  .regex(MONEY_INPUT_PATTERN, 'must be an amount in euros with at most two decimals')
  // zod runs every check even after the pattern failed: only a well-formed amount is converted.
  .refine((value) => !MONEY_INPUT_PATTERN.test(value) || toCents(value) >= 1, 'must be more than 0.00')
  .refine((value) => !MONEY_INPUT_PATTERN.test(value) || toCents(value) <= MAX_ID, 'is larger than the shop accepts');

/** How the shop takes a payment by hand: at the counter, or by a transfer to its bank account. */
export const takenChannels = [...counterChannels, 'bank_transfer'] as const;
export type TakenChannel = (typeof takenChannels)[number];

/**
 * POST /api/admin/orders/{id}/payments: money the customer paid by hand. Without an amount, all
 * that is due (the order's balance, or what changes of its dates added after it was paid); with
 * one, that much: less is a part payment, more is owed back.
 */
export const markPaidSchema = z.strictObject({
  channel: z.enum(takenChannels),
  amount: amountInputSchema.optional(),
});
export type MarkPaid = z.infer<typeof markPaidSchema>;

/**
 * What happens to a deposit: `take` what the customer hands over at pick-up (at most what the
 * order asks), `keep` part of it against damage or an incident (a reason is required), `return`
 * it. What is kept and returned together never exceeds what was taken.
 */
export const depositActions = ['take', 'keep', 'return'] as const;
export type DepositAction = (typeof depositActions)[number];

/** POST /api/admin/orders/{id}/deposits. */
export const depositMovementSchema = z.strictObject({
  action: z.enum(depositActions),
  amount: amountInputSchema,
  channel: z.enum(counterChannels),
  /** Required to keep (400 REASON_REQUIRED without one). */
  reason: singleLineTextSchema(REASON_MAX).trim().optional(),
});
export type DepositMovementInput = z.infer<typeof depositMovementSchema>;

/**
 * "Customer pays later": the order's balance left owing at a hand-over, and why, as the counter
 * said it; shown on the order and the dashboard's overview while the order still owes.
 */
export const payLaterNoteSchema = z.object({
  reason: z.string(),
  /** What the order owed when the units went. */
  amount: moneySchema,
  at: z.string(),
  /** Who handed the units over; null once their account is gone. */
  byName: z.string().nullable(),
});
export type PayLaterNote = z.infer<typeof payLaterNoteSchema>;

/** POST /api/admin/orders/{id}/refunds: an administrator gives back part or all of what was paid. */
export const adminRefundSchema = z.strictObject({
  amount: amountInputSchema,
  reason: singleLineTextSchema(REASON_MAX).trim().min(1, 'must say why'),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/**
 * POST /api/admin/orders/{id}/refunds/{paymentId}/given: a refund owed at the counter (the order
 * was paid in cash or on the terminal) was handed over, this way.
 */
export const refundGivenSchema = z.strictObject({ channel: z.enum(takenChannels) });
export type RefundGiven = z.infer<typeof refundGivenSchema>;

/**
 * GET /api/rentals/{id}/cancellation-refund: what cancelling the rental now gives back. `paid`
 * says whether anything was paid for it (without a payment the refund is 0.00 and so is the
 * percent: nothing was paid, nothing comes back); `percent` is the share of the line's price the
 * shop's rules give back today.
 */
export const cancellationRefundSchema = z.object({
  refund: moneySchema,
  percent: z.number().int().min(0).max(100),
  paid: z.boolean(),
});
export type CancellationRefund = z.infer<typeof cancellationRefundSchema>;

export const refundParams = z.object({ id: idParamSchema, paymentId: idParamSchema });

/** How long the note of a refund paid back another way may be (one line). */
export const SETTLED_NOTE_MAX = 200;

/**
 * POST /api/admin/refunds/{id}/settled-another-way: a refund Stripe did not make, paid back by
 * staff by other means (decision 064); the note says how (a bank transfer, cash at the counter).
 */
export const settledAnotherWaySchema = z.strictObject({
  note: singleLineTextSchema(SETTLED_NOTE_MAX).trim().min(1, 'must say how it was paid back'),
  /** How the money went back: the refund's row then says so, not Stripe. A bank transfer when not said. */
  channel: z.enum(['cash', 'terminal', 'bank_transfer']).default('bank_transfer'),
});
export type SettledAnotherWay = z.infer<typeof settledAnotherWaySchema>;
