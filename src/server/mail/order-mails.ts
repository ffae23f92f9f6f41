import { createMoneyMails } from './money-mails';
import { fromCents, toSignedCents } from '../../shared/money';
import { invoiceAttachment, orderMailContext, type OrderMailDeps } from './order-mail-context';
import { placedMailFacts } from './placed-mail';

/*
 * The mails about an order and its money, each written when it is sent from the order
 * as it is then, in its customer's saved language. A mail whose news no longer holds (the order
 * is gone, a lapsed order was revived, a payment failed) is not sent: null.
 */

export function createOrderMails(deps: OrderMailDeps) {
  const { db, link } = deps;

  const { withInvoice, load, linesOf, movement, orderUrl } = orderMailContext(deps);
  const { invoices } = deps;

  return {
    /**
     * The booking confirmation of an order paid at pick-up. An order paid online publishes
     * order.placed once Stripe confirms it, together with order.paid, whose mail is its
     * confirmation: it gets no second one.
     */
    async placed(orderId: number) {
      const { rentalRequestedMail } = await import('./templates/all');
      // One statement (decision 058): the order, its customer, its live lines and the deposits setting.
      const facts = await placedMailFacts(db, orderId);
      // Paid on invoice: the invoice's own mail confirms it (invoiceDue).
      if (!facts || facts.payment === 'online' || facts.payment === 'invoice') return null;
      // Cancelled before the mail went out: there is nothing left to confirm.
      if (facts.lines.length === 0) return null;
      return rentalRequestedMail(facts.language, {
        to: facts.to,
        reference: facts.reference,
        lines: facts.lines,
        total: facts.total,
        extras: facts.extras,
        payAtPickup: facts.total,
        orderUrl: link(`/account/orders/${facts.orderId}`),
      });
    },

    /**
     * An invoice on account, attached: when it is issued (the order confirmed), and as the reminder
     * of `reminderDays` after its due date, which is not sent once the order's balance is paid.
     */
    async invoiceDue(invoiceId: number, reminderDays?: number) {
      const { invoiceDueMail } = await import('./templates/all');
      const doc = await invoices.read(invoiceId);
      if (!doc || doc.orderId === null || doc.dueDate === null) return null;
      const loaded = await load(doc.orderId);
      if (!loaded) return null;
      const { order, to, language } = loaded;
      const open = reminderDays === undefined ? fromCents(doc.totals.grossCents) : order.balanceDue;
      if (reminderDays !== undefined && toSignedCents(open) <= 0) return null;
      const [mail, attachment] = await Promise.all([
        invoiceDueMail(language, {
          to,
          number: doc.number,
          reference: order.reference,
          amount: open,
          dueDate: doc.dueDate,
          iban: doc.seller.iban ?? '',
          bic: doc.seller.bic ?? '',
          accountHolder: doc.seller.accountHolder ?? '',
          orderUrl: orderUrl(order),
          ...(reminderDays !== undefined ? { reminderDays } : {}),
        }),
        invoiceAttachment(doc),
      ]);
      return { ...mail, attachments: [attachment] };
    },

    /** The confirmation of an order paid online; a receipt for one paid in the shop. */
    async paid(orderId: number, paymentId: number) {
      const { orderPaidMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const charge = loaded && movement(loaded.order, paymentId, 'charge');
      // A payment that came after the hold lapsed is refunded, and its refund mail says so.
      if (!loaded || !charge || loaded.order.status === 'Lapsed') return null;
      const { order, to, language } = loaded;
      const facts = {
        to,
        reference: order.reference,
        paid: charge.amount,
        channel: charge.channel,
        orderUrl: orderUrl(order),
      };
      if (order.payment === 'at_pickup')
        return withInvoice(paymentId, (invoice) => orderPaidMail(language, { ...facts, kind: 'receipt', invoice }));
      const lines = await linesOf(order);
      if (lines.length === 0) return null;
      return withInvoice(paymentId, (invoice) =>
        orderPaidMail(language, {
          ...facts,
          kind: 'confirmation',
          lines,
          extras: { discount: order.discount, damageWaiver: order.damageWaiver, couponCode: order.couponCode },
          invoice,
        }),
      );
    },

    /**
     * The payment link of an order staff took to be paid online: Stripe's page and
     * until when the units are held. Not sent once the order is paid, lapsed or cancelled.
     */
    async paymentLink(orderId: number, timeZone: string) {
      const { orderPaymentLinkMail } = await import('./templates/all');
      const loaded = await load(orderId);
      if (!loaded || loaded.order.status !== 'AwaitingPayment') return null;
      const { order, to, language } = loaded;
      if (!order.checkoutUrl || !order.holdExpiresAt) return null;
      return orderPaymentLinkMail(language, {
        to,
        reference: order.reference,
        lines: order.rentals
          .filter((rental) => rental.cancelledAt === null)
          .map((rental) => ({
            productName: rental.productName,
            dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
          })),
        amount: order.dueNow,
        paymentUrl: order.checkoutUrl,
        payBy: order.holdExpiresAt,
        timeZone,
      });
    },

    /** The hold ran out unpaid: what it held, and where to book again. */
    async lapsed(orderId: number) {
      const { orderLapsedMail } = await import('./templates/all');
      const loaded = await load(orderId);
      // Revived by a payment before this was sent: the payment mail tells the rest.
      if (!loaded || loaded.order.status !== 'Lapsed') return null;
      const { order, to, language } = loaded;
      const products = new Set(order.rentals.map((rental) => rental.productId));
      const [only] = products;
      return orderLapsedMail(language, {
        to,
        reference: order.reference,
        lines: order.rentals.map((rental) => ({
          productName: rental.productName,
          dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
        })),
        bookAgainUrl: link(products.size === 1 ? `/products/${only}` : '/all-products'),
      });
    },

    ...createMoneyMails(deps),
  };
}
