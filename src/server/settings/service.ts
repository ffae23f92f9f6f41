import { eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import {
  type AdminSettings,
  type PaymentMethod,
  type ShopSettings,
  type ShopSettingsPatch,
  type SettingsSave,
  allowedVatRates,
  shopSettingsSchema,
} from '../../shared/schemas/settings';
import { type Actor, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { shopSettings } from './schema';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { numericToRate, rateToNumeric } from '../../shared/vat';
import { AffectedRentalsError, affectedRentals, type ClosedDayDeps, recordChoice } from './closed-days';

/*
 * The shop owner's settings: one row, read through the shared zod schema (which fills
 * in every default), changed under a row lock and audited in the same transaction. What Stripe's
 * environment allows is the operator's: online payment is offered only with its keys set.
 */

/** PAYMENT_HOLD_MINUTES when unset: Stripe's shortest Checkout Session. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;

export type SettingsOptions = {
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
  stripeConfigured: boolean;
  /** PAYMENT_HOLD_MINUTES. */
  paymentHoldMinutes: number;
  /**
   * The shop's calendar and the mails for rentals on days a change closes (closed-days.ts);
   * without it (some tests), today is UTC's and `notify` mails nobody.
   */
  closedDays?: ClosedDayDeps;
};

/**
 * The methods a customer may choose now, the default first: the saved ones Stripe's settings
 * allow, online first when offered, at pick-up at the least.
 */
export function offeredMethods(settings: ShopSettings, stripeConfigured: boolean): PaymentMethod[] {
  const methods = settings.payments.methods.filter((method) => method !== 'online' || stripeConfigured);
  if (methods.length === 0) return ['at_pickup'];
  return methods.includes('online') ? ['online', ...methods.filter((method) => method !== 'online')] : methods;
}

function mergePatch(current: ShopSettings, patch: ShopSettingsPatch): ShopSettings {
  return shopSettingsSchema.parse({
    openingDays: patch.openingDays ?? current.openingDays,
    closedDates: patch.closedDates ?? current.closedDates,
    leadTimeDays: patch.leadTimeDays ?? current.leadTimeDays,
    closedDaysFree: patch.closedDaysFree ?? current.closedDaysFree,
    payments: { ...current.payments, ...patch.payments },
    cancellation: { ...current.cancellation, ...patch.cancellation },
    deposits: { ...current.deposits, ...patch.deposits },
    legal: { ...current.legal, ...patch.legal },
    invoices: { ...current.invoices, ...patch.invoices },
    vat: { ...current.vat, ...patch.vat },
    lateFees: { ...current.lateFees, ...patch.lateFees },
    pricing: {
      ...current.pricing,
      ...patch.pricing,
      damageWaiver: {
        ...current.pricing.damageWaiver,
        ...patch.pricing?.damageWaiver,
        translations: { ...current.pricing.damageWaiver.translations, ...patch.pricing?.damageWaiver?.translations },
      },
    },
    accounting: { datev: { ...current.accounting.datev, ...patch.accounting?.datev } },
    quotes: quotesAfter(current.quotes, patch.quotes),
    maintenance: { ...current.maintenance, ...patch.maintenance },
  });
}

/** The quotes' settings after a patch: new rental terms are a new version (decision 090). */
function quotesAfter(current: ShopSettings['quotes'], patch: ShopSettingsPatch['quotes']): ShopSettings['quotes'] {
  const next = { ...current, ...patch };
  const termsChanged = patch?.terms !== undefined && patch.terms !== current.terms;
  return { ...next, termsVersion: current.termsVersion + (termsChanged ? 1 : 0) };
}

/**
 * A rate products still have cannot be taken away: each such product would be booked at a rate
 * the shop no longer has. 409 VAT_RATE_IN_USE names how many and which rate.
 */
async function checkRatesInUse(tx: Executor, settings: ShopSettings) {
  const allowed = allowedVatRates(settings.vat).map(rateToNumeric);
  const { rows } = await tx.execute<{ rate: string; products: number }>(sql`
    SELECT vat_rate::text AS rate, count(*)::int AS products FROM products
    WHERE vat_rate IS NOT NULL AND NOT (vat_rate = ANY(${`{${allowed.join(',')}}`}::numeric[]))
    GROUP BY vat_rate ORDER BY vat_rate LIMIT 1`);
  const inUse = rows[0];
  if (inUse) {
    throw new ConflictError(
      'VAT_RATE_IN_USE',
      `${inUse.products} product(s) have the VAT rate ${numericToRate(inUse.rate)} %: give them another rate first.`,
    );
  }
}

export function createSettingsService(db: Database, options: SettingsOptions) {
  async function readRow(executor: Executor, lock = false) {
    const query = executor.select().from(shopSettings).where(eq(shopSettings.id, 1));
    const [row] = lock ? await query.for('update') : await query;
    // The row is made by migration 0014; a database restored from before it reads as the defaults.
    return { settings: shopSettingsSchema.parse(row?.value ?? {}), updatedAt: row?.updatedAt ?? null };
  }

  const forAdmin = (settings: ShopSettings, updatedAt: Date | null): AdminSettings => ({
    ...settings,
    stripeConfigured: options.stripeConfigured,
    paymentHoldMinutes: options.paymentHoldMinutes,
    updatedAt: updatedAt?.toISOString() ?? null,
  });

  return {
    stripeConfigured: options.stripeConfigured,
    paymentHoldMinutes: options.paymentHoldMinutes,

    /** The settings as they are, every default filled in; inside a transaction with `executor`. */
    read: async (executor: Executor = db): Promise<ShopSettings> => (await readRow(executor)).settings,

    /** The payment methods a checkout may use now, the default first (online when offered). */
    paymentMethods: (settings: ShopSettings): PaymentMethod[] => offeredMethods(settings, options.stripeConfigured),

    async getForAdmin(): Promise<AdminSettings> {
      const { settings, updatedAt } = await readRow(db);
      return forAdmin(settings, updatedAt);
    },

    /**
     * Changes the sections and fields given, keeps the rest; audited with the settings before and
     * after. A change that closes a day live rentals pick up or return on is refused with them
     * (AffectedRentalsError) unless `confirmAffected` says to keep them or to tell their customers.
     */
    async update(actor: Actor, { confirmAffected, ...patch }: SettingsSave): Promise<AdminSettings> {
      if (patch.payments?.methods && !options.stripeConfigured && !patch.payments.methods.includes('at_pickup')) {
        throw new InvalidInputError(
          'STRIPE_NOT_CONFIGURED',
          'Online payment needs Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first, or keep payment at pick-up.',
          'payments.methods',
        );
      }
      return db.transaction(async (tx) => {
        const { settings: before } = await readRow(tx, true);
        const after = mergePatch(before, patch);
        await checkRatesInUse(tx, after);
        // Read under the row's lock: bookings check the opening days under a share lock on it.
        const today = options.closedDays?.today() ?? (new Date().toISOString().slice(0, 10) as IsoDate);
        const affected = await affectedRentals(tx, before, after, today);
        if (affected.length > 0 && !confirmAffected) throw new AffectedRentalsError(affected);
        const [row] = await tx
          .insert(shopSettings)
          .values({ id: 1, value: after, updatedBy: actor.id })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { value: after, updatedAt: sql`now()`, updatedBy: actor.id },
          })
          .returning({ updatedAt: shopSettings.updatedAt });
        await recordAudit(tx, { actor, action: 'edit', entity: 'settings', entityId: 1, before, after });
        if (affected.length > 0) await recordChoice(tx, actor, affected, confirmAffected!, options.closedDays);
        return forAdmin(after, row!.updatedAt);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
