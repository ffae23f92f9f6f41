import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { asLanguage, type Language } from '../../shared/languages';
import type { Order, StaffOrder } from '../../shared/schemas/order';
import { actorOf, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { InvalidInputError } from '../domain-errors';
import type { OrderService } from './service';

/*
 * Orders staff take for a customer (decision 065): on the phone or at the counter. The
 * order is the customer's, booked through the same statements as their own checkout (stock,
 * price, the shop's rules), without the limits meant against strangers. A customer without an
 * account gets one without a password, opened in the booking's transaction together with the
 * mail that invites them to set one; the audit log names the staff member who took the order.
 */

/** A customer an order is taken for. */
export type StaffOrderCustomer = { id: string; email: string; name: string; language: Language };

export type StaffOrderDeps = {
  db: Database;
  orders: OrderService;
  /** In the booking's transaction: the new customer's invitation (a set-password link) queued as a mail job. */
  invite: (tx: Executor, customer: StaffOrderCustomer) => Promise<void>;
  /** After the Checkout Session is made: the mail with its payment link, queued. */
  paymentLink: (orderId: number) => Promise<void>;
};

export const CUSTOMER_NAME_REQUIRED_MESSAGE =
  'No customer has this e-mail address: give customer.fullName to open an account for them.';

/** The customer with this e-mail address, in any case; null when there is none (staff orders and quotes). */
export async function findCustomerByEmail(db: Database, email: string): Promise<StaffOrderCustomer | null> {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return found ? { ...found, language: asLanguage(found.language) } : null;
}

/**
 * The account staff open for a new customer, in the transaction of what they make for them: a
 * verified address (staff have it from the customer) and no credential; the invitation's link
 * sets the first password (better-auth's reset adds the account).
 */
export async function openCustomerAccount(tx: Executor, customer: StaffOrderCustomer): Promise<void> {
  await tx.insert(user).values({
    id: customer.id,
    name: customer.name,
    email: customer.email,
    emailVerified: true,
    language: customer.language,
  });
}

export function createStaffOrders(deps: StaffOrderDeps) {
  const { db } = deps;
  const findCustomer = (email: string) => findCustomerByEmail(db, email);

  /** The audit entry of the order taken: the reference and customer the audit log shows, and what was asked. */
  const audit =
    (staff: { id: string; name: string }, customer: StaffOrderCustomer, input: StaffOrder, opened: boolean) =>
    async (tx: Executor, orderId: number) => {
      const [order] = await tx.select({ reference: orders.reference }).from(orders).where(eq(orders.id, orderId));
      await recordAudit(tx, {
        actor: actorOf(staff),
        action: 'create',
        entity: 'order',
        entityId: orderId,
        after: {
          reference: order?.reference,
          userName: customer.name,
          userEmail: customer.email,
          customerId: customer.id,
          takenByStaff: true,
          newCustomer: opened,
          payment: input.payment,
          lines: input.lines,
        },
      });
    };

  return {
    /**
     * Takes the order for the customer with this e-mail, opening their account when there is
     * none (400 with `customer.fullName` when no name is given for it). Answers the order as GET
     * /api/admin/orders/{id} does; a replay of the same Idempotency-Key answers the first order.
     */
    async place(
      staff: { id: string; name: string },
      input: StaffOrder,
      idempotencyKey: string | undefined,
      visitLanguage: Language,
    ): Promise<Order> {
      for (let attempt = 0; ; attempt += 1) {
        const found = await findCustomer(input.customer.email);
        if (!found && !input.customer.fullName) {
          throw new InvalidInputError('VALIDATION_ERROR', CUSTOMER_NAME_REQUIRED_MESSAGE, 'customer.fullName');
        }
        const customer: StaffOrderCustomer = found ?? {
          id: randomUUID(),
          email: input.customer.email.toLowerCase(),
          name: input.customer.fullName!,
          language: input.customer.language ?? visitLanguage,
        };
        const hooks = found
          ? { after: audit(staff, customer, input, false) }
          : {
              before: (tx: Executor) => openCustomerAccount(tx, customer),
              after: async (tx: Executor, orderId: number) => {
                await audit(staff, customer, input, true)(tx, orderId);
                await deps.invite(tx, customer);
              },
            };
        try {
          const { order, replayed } = await deps.orders.place(
            { id: customer.id },
            { lines: input.lines, payment: input.payment, purchaseOrder: input.purchaseOrder },
            idempotencyKey,
            customer.language,
            hooks,
          );
          if (!replayed && input.payment === 'online') await deps.paymentLink(order.id);
          return await deps.orders.get(order.id);
        } catch (error) {
          // Another request opened an account for this address meanwhile: the order is taken for it.
          if (!found && attempt === 0 && sqlState(error) === UNIQUE_VIOLATION) continue;
          throw error;
        }
      }
    },
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
