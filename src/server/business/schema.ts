import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { vatCheckStatuses } from '../../shared/schemas/business';
import { accountOwner } from '../db/schema/auth';

/** What VIES answered of the VAT number, or why it was not asked (docs/business-customers.md). */
export const vatCheckStatus = pgEnum('vat_check_status', vatCheckStatuses);

/**
 * A customer who rents for a business (docs/business-customers.md): its name, its VAT number and
 * VIES's answer on it, kept with its date and the consultation number VIES gave as proof; and
 * what the shop allows it: paying on invoice, within its payment terms. One per account.
 */
export const businessAccounts = pgTable(
  'business_accounts',
  {
    userId: accountOwner().primaryKey(),
    company: text('company').notNull(),
    /** Normalised: capitals, no spaces ("FR40303265045"). */
    vatId: text('vat_id').notNull(),
    purchaseOrderRequired: boolean('purchase_order_required').notNull().default(false),
    vatCheck: vatCheckStatus('vat_check').notNull().default('unchecked'),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    /** VIES's consultation number: the proof that the number was valid on that day. */
    vatCheckRequestId: text('vat_check_request_id'),
    /** The name and address VIES holds for the number, when the member state gives them. */
    vatCheckName: text('vat_check_name'),
    vatCheckAddress: text('vat_check_address'),
    payOnInvoice: boolean('pay_on_invoice').notNull().default(false),
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('business_accounts_terms', sql`${table.paymentTermsDays} BETWEEN 1 AND 120`),
    // An answer has its day; "unchecked" has none.
    check('business_accounts_check_dated', sql`(${table.vatCheck} = 'unchecked') = (${table.vatCheckedAt} IS NULL)`),
  ],
);
