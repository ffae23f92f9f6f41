import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Business, BusinessInput, CheckoutBusiness, InvoiceTermsInput } from '../../shared/schemas/business';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { SettingsService } from '../settings';
import { businessAccounts } from './schema';
import type { Vies } from './vies';

/*
 * A customer's business (docs/business-customers.md): saved from the account with PATCH /api/me,
 * its VAT number checked by VIES when it is new or was not found valid before, the answer kept
 * with its day and consultation number as proof; what the shop allows it (paying on invoice,
 * within its terms) set by staff.
 */

type Row = typeof businessAccounts.$inferSelect;

function toBusiness(row: Row): Business {
  return {
    company: row.company,
    vatId: row.vatId,
    purchaseOrderRequired: row.purchaseOrderRequired,
    vatCheck: {
      status: row.vatCheck,
      checkedAt: row.vatCheckedAt?.toISOString() ?? null,
      requestId: row.vatCheckRequestId,
    },
    payOnInvoice: row.payOnInvoice,
    paymentTermsDays: row.paymentTermsDays,
  };
}

/**
 * The customer's business (null: none) as a column of the checkout's facts: the booking reads it in
 * the statement it reads the rest with, and decides its VAT, purchase order and payment by it.
 */
export const checkoutBusinessColumn = (userId: string): SQL<CheckoutBusiness | null> =>
  sql<CheckoutBusiness | null>`(SELECT json_build_object(
      'company', b.company, 'vatId', b.vat_id, 'vatCheck', b.vat_check,
      'purchaseOrderRequired', b.purchase_order_required, 'payOnInvoice', b.pay_on_invoice,
      'paymentTermsDays', b.payment_terms_days,
      'address', CASE WHEN u.billing_street IS NULL THEN NULL ELSE json_build_object(
        'street', u.billing_street, 'postcode', u.billing_postcode, 'city', u.billing_city, 'country', u.billing_country) END)
    FROM business_accounts b JOIN "user" u ON u.id = b.user_id WHERE b.user_id = ${userId})`;

export function createBusinessAccounts(db: Database, deps: { vies: Vies; settings: SettingsService }) {
  async function row(userId: string) {
    const [found] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId));
    return found ?? null;
  }

  return {
    /** The businesses of these customers, by their ids (a page of the dashboard's list). */
    async readMany(userIds: readonly string[]): Promise<Map<string, Business>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(businessAccounts)
        .where(inArray(businessAccounts.userId, [...userIds]));
      return new Map(rows.map((found) => [found.userId, toBusiness(found)]));
    },

    /** The customer's business, or null for a private customer. */
    async read(userId: string): Promise<Business | null> {
      const found = await row(userId);
      return found ? toBusiness(found) : null;
    },

    /**
     * Saves the business. VIES is asked (outside any transaction: it may take seconds) when the
     * number is new or its last answer was not "valid"; a valid number saved again keeps its proof.
     */
    async save(userId: string, input: BusinessInput): Promise<Business> {
      const before = await row(userId);
      const recheck = !before || before.vatId !== input.vatId || before.vatCheck !== 'valid';
      const shopVatId = (await deps.settings.read()).legal.vatId.replace(/[\s.-]/g, '').toUpperCase();
      const check = recheck ? await deps.vies.check(input.vatId, shopVatId) : null;
      const fields = {
        company: input.company,
        vatId: input.vatId,
        purchaseOrderRequired: input.purchaseOrderRequired ?? before?.purchaseOrderRequired ?? false,
        ...(check
          ? {
              vatCheck: check.status,
              vatCheckedAt: check.checkedAt,
              vatCheckRequestId: check.requestId,
              vatCheckName: check.name,
              vatCheckAddress: check.address,
            }
          : {}),
        updatedAt: new Date(),
      };
      const [saved] = await db
        .insert(businessAccounts)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: businessAccounts.userId, set: fields })
        .returning();
      return toBusiness(saved!);
    },

    /** The customer rents privately again: the business and what the shop allowed it go. */
    async remove(userId: string): Promise<void> {
      await db.delete(businessAccounts).where(eq(businessAccounts.userId, userId));
    },

    /** PATCH /api/admin/users/{id}: whether the business may pay on invoice, and within how many days. */
    async setInvoiceTerms(userId: string, input: InvoiceTermsInput): Promise<Business> {
      const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!exists) throw new NotFoundError('User');
      const [saved] = await db
        .update(businessAccounts)
        .set({
          ...(input.payOnInvoice !== undefined ? { payOnInvoice: input.payOnInvoice } : {}),
          ...(input.paymentTermsDays !== undefined ? { paymentTermsDays: input.paymentTermsDays } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(businessAccounts.userId, userId))
        .returning();
      if (!saved) {
        throw new ConflictError(
          'NOT_A_BUSINESS',
          'This customer has no business details: they add their company and VAT number in their account first.',
        );
      }
      return toBusiness(saved);
    },
  };
}

export type BusinessAccounts = ReturnType<typeof createBusinessAccounts>;
