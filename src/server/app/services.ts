import { DEFAULT_BOOKING_LIMITS } from '../../shared/booking-limits';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { allowedVatRates, lateFeeRuleOf, openingRulesOf } from '../../shared/schemas/settings';
import { createAdminOverview } from '../admin-home/overview';
import { createCalendarFeeds } from '../calendar-feeds/service';
import { createFeedTokens } from '../calendar-feeds/tokens';
import { createCatalogService } from '../catalog/service';
import { createItemAdmin } from '../catalog-admin/items';
import { createMaintenance } from '../catalog-admin/maintenance';
import type { Executor } from '../db/client';
import { createProductAdmin } from '../catalog-admin/products';
import { createPublisher } from '../events';
import { createIncidentService } from '../incidents';
import { createInvoiceStore, createInvoicing } from '../invoices';
import { createJobQueue } from '../jobs';
import { DEFAULT_PAYMENT_HOLD_MINUTES, createSettingsService } from '../settings';
import { createBusinessAccounts, createVies, checkoutBusinessColumn } from '../business';
import { createRentalCancelling } from '../flows/cancel-line';
import { createLineAdd, createLinePrice, createLineQuantity } from '../flows/change-line';
import { createCheckIn } from '../flows/check-in';
import { createCheckOut } from '../flows/check-out';
import { createDeskRentals } from '../flows/desk-rentals';
import { createRentalExtension } from '../flows/extend';
import { createOrderBooking } from '../flows/place-order';
import { createQuoteHolds } from '../flows/quote-holds';
import { readsByRequest } from '../db/read-your-writes';
import { createOrderService } from '../orders/service';
import { queueMail } from '../mail/mail-jobs';
import { createDeposits } from '../money/deposits';
import { createDisputes } from '../money/disputes';
import { createFailedRefunds } from '../money/failed-refunds';
import { createPaymentsForReview } from '../money/for-review';
import { orderMoneyReader } from '../money/order-money';
import { createPayingLater } from '../money/paying-later';
import { createPickupPayment } from '../money/pickup-payment';
import { createRefunds } from '../money/refunds';
import { createAuthLimits } from '../rate-limit/auth-limits';
import { createDeviceCookies } from '../rate-limit/device-cookies';
import { createSignInAlert } from '../rate-limit/sign-in-alert';
import { createRentalQueries } from '../rentals/queries';
import { createRentalRescheduling } from '../flows/reschedule';
import { createRentalService } from '../rentals/service';
import { createStripePayments } from '../stripe/stripe-payments';
import { createPaymentConfirmation } from '../flows/confirm-payment';
import { createCartPricing } from '../pricing/cart-price';
import { createQuoteAcceptance, createQuoteService } from '../quotes';
import { customerInvitation } from './account-mails';
import { eventSubscribers } from '../subscribers';
import type { AppDependencies } from './dependencies';
import type { SharedPlugins } from './plugins';

/*
 * What the shop is made of: each module's services and the flows, built once from the server's
 * dependencies and handed to the routes (app/route-plugins.ts) and the job worker. Each thing is
 * built here only, so two readers of one kind cannot disagree.
 */

type LogError = (error: unknown, message: string) => void;

/** The shop's settings, its outbox and job queue, and the limits every booking is checked by. */
function platformServices(deps: AppDependencies, shared: SharedPlugins, logError: LogError) {
  const { db } = deps;
  const { limiter, rateLimits, replica } = shared;
  const jobs = createJobQueue(db);
  const signInAlert = createSignInAlert({
    db,
    sendMail: (mail, tx) => queueMail(jobs, mail, tx),
    everySeconds: rateLimits.signInSlowdown.alertEverySeconds,
    logError,
  });
  const settings = createSettingsService(db, {
    stripeConfigured: deps.payments?.stripe !== undefined,
    paymentHoldMinutes: deps.payments?.holdMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES,
    // Closing a day with pick-ups or returns on it: the customers told are mailed, one mail per order.
    closedDays: {
      today: () => deps.calendar.today(),
      tell: (tx, orderId, noticeIds) => queueMail(jobs, { kind: 'rental-days-closed', orderId, noticeIds }, tx),
    },
  });
  return {
    logError,
    jobs,
    settings,
    authLimits: createAuthLimits(limiter, rateLimits, {
      alert: signInAlert,
      // Keyed by AUTH_SECRET; Secure when the session cookie is, i.e. the shop is served over HTTPS (decision 097).
      devices: createDeviceCookies({
        secret: deps.auth.options.secret,
        secure: deps.auth.options.advanced.useSecureCookies,
      }),
    }),
    catalog: replica ? readsByRequest(replica, createCatalogService) : createCatalogService(db),
    // Every domain event goes to the outbox with one delivery job per subscriber that takes it
    // (decision 039; which ones: subscribers/).
    publish: createPublisher(jobs, eventSubscribers({ onlinePayments: deps.payments?.stripe !== undefined })),
    bookingLimits: deps.bookingLimits ?? DEFAULT_BOOKING_LIMITS,
    newCustomerLimits: deps.newCustomerLimits ?? DEFAULT_NEW_CUSTOMER_LIMITS,
    // The late fee shown while it grows is the shop's setting as it is now.
    lateFeeRule: async () => lateFeeRuleOf((await settings.read()).lateFees),
    openingRules: async () => openingRulesOf(await settings.read()),
    shopUrl: deps.origins?.publicUrl ?? deps.jobWorker?.shopUrl ?? 'http://localhost:3000',
  };
}

type Platform = ReturnType<typeof platformServices>;

/** Orders, their rentals and their money: booking, paying (Stripe when set), refunds, staff changes. */
function orderServices(deps: AppDependencies, p: Platform) {
  const { db, calendar } = deps;
  const { publish, jobs, settings, bookingLimits, lateFeeRule } = p;
  // Business customers, their VAT numbers checked by VIES (docs/business-customers.md).
  const businesses = createBusinessAccounts(db, { vies: createVies(deps.viesApiUrl), settings });
  const booking = createOrderBooking(db, calendar, publish, bookingLimits, p.newCustomerLimits, checkoutBusinessColumn);
  // Invoices and credit notes are issued inside the transactions that move the money.
  const invoicing = createInvoicing({ settings, calendar, publish });
  // A cancelled paid line refunds by the shop's rules, in the cancel's transaction (decision 043).
  const refunds = createRefunds(db, calendar, { publish, jobs, settings, invoicing });
  // Rentals as the reschedule and the desk read them (one reader, built once).
  const rentalQueries = createRentalQueries(db, calendar, lateFeeRule);
  const rentals = createRentalService(db, calendar, { booking, lateFeeRule });
  const stripe = deps.payments?.stripe;
  const payments =
    stripe &&
    createStripePayments({
      db,
      calendar,
      publish,
      jobs,
      invoicing,
      // The shop's flow for a payment Stripe confirms, refunding through Stripe where it must.
      confirmPayments: (refundOnline) => createPaymentConfirmation({ publish, invoicing, refundOnline }),
      rentals,
      stripe,
      holdMinutes: settings.paymentHoldMinutes,
      shopUrl: p.shopUrl,
      logError: p.logError,
    });
  const linePrice = createLinePrice(db, { refunds });
  const lineQuantity = createLineQuantity(db, { refunds, limits: bookingLimits });
  const lineAdd = createLineAdd({ booking });
  const invoiceStore = createInvoiceStore(db);
  return {
    booking,
    businesses,
    invoicing,
    refunds,
    rentalQueries,
    rentals,
    payments,
    cancelling: createRentalCancelling(db, calendar, {
      queries: rentalQueries,
      publish,
      onLineCancelled: refunds.onLineCancelled,
    }),
    // Extending from the account; an order paid online pays the difference through Stripe.
    extension: createRentalExtension(db, calendar, {
      queries: rentals,
      publish,
      limits: bookingLimits,
      online: payments?.changes.online,
    }),
    // Shortening or moving a rental before it starts: a paid line's refund by the rules.
    rescheduling: createRentalRescheduling(db, calendar, {
      queries: rentalQueries,
      publish,
      money: refunds.changeRefunds,
      limits: bookingLimits,
    }),
    // Staff change an order's lines (decisions 066 and 067): flows/change-line.ts.
    lineChanges: { linePrice, lineQuantity, lineAdd },
    invoiceStore,
    orders: createOrderService(
      db,
      rentals,
      booking,
      {
        settings,
        online: payments?.online,
        // Paid on invoice: the invoice is issued with the order, and mailed (attached) with its due date.
        onAccount: async (tx, orderId, termsDays) => {
          const invoice = await invoicing.forOnAccount(tx, orderId, termsDays);
          if (invoice) await queueMail(jobs, { kind: 'invoice-due', invoiceId: invoice.id }, tx);
        },
      },
      invoiceStore,
      orderMoneyReader(db),
    ),
    deposits: createDeposits(db, publish, invoicing),
    // Money taken by hand: the payments route, and a hand-over at the desk (flows/check-out.ts).
    pickup: createPickupPayment(db, publish, invoicing),
    forReview: createPaymentsForReview(db),
    failedRefunds: createFailedRefunds(db, jobs),
    disputes: createDisputes(db),
  };
}

type Orders = ReturnType<typeof orderServices>;

/** The counter's side: the hand-over flows, incidents, the catalogue's administration, the feeds. */
function counterServices(deps: AppDependencies, p: Platform, o: Orders) {
  const { db, calendar } = deps;
  const { publish, settings } = p;
  const incidents = createIncidentService(db, calendar, {
    statusChanged: (incidentId, tx) => publish({ type: 'incident.status_changed', incidentId }, tx),
    reported: (incident, tx) => publish({ type: 'incident.reported', ...incident }, tx),
  });
  // A unit back in service may free dates someone waits for.
  const itemEvents = {
    backInService: (unit: { itemId: number; productId: number }, tx: Executor) =>
      publish({ type: 'unit.back_in_service', ...unit }, tx),
  };
  // Units due for a service (decision 094), out of service when due if the shop says so.
  const maintenance = createMaintenance(db, calendar, {
    events: itemEvents,
    outOfServiceWhenDue: async () => (await settings.read()).maintenance.outOfServiceWhenDue,
  });
  // Rentals with what their orders owe at the counter: the desk's pick-ups and its answers.
  const deskRentals = createDeskRentals(db, { rentals: o.rentals, settings });
  return {
    incidents,
    maintenance,
    deskRentals,
    // The hand-over desk: units out and back in, with their deposits, the money due, late fees and damage.
    checkOut: createCheckOut(db, calendar, {
      deskRentals,
      deposits: o.deposits,
      pickup: o.pickup,
      settings,
      publish,
    }),
    checkIn: createCheckIn(db, calendar, {
      deskRentals,
      deposits: o.deposits,
      invoicing: o.invoicing,
      incidents,
      lateFeeRule: p.lateFeeRule,
      publish,
      unitsBack: (tx, itemIds) => maintenance.takeOutDue(tx, itemIds),
      recordService: maintenance.recordIn,
    }),
    productAdmin: createProductAdmin(db, async () => allowedVatRates((await settings.read()).vat)),
    itemAdmin: createItemAdmin(db, itemEvents, calendar),
    adminOverview: createAdminOverview(
      db,
      calendar,
      {
        forReview: (limit) => o.forReview.open(limit),
        failedRefunds: (limit) => o.failedRefunds.open(limit),
        disputes: (limit) => o.disputes.open(limit),
        paysLater: createPayingLater(db),
      },
      p.lateFeeRule,
    ),
    // Calendar feeds: secret addresses whose tokens are keyed by AUTH_SECRET (decision 052).
    calendarFeeds: createCalendarFeeds({
      db,
      calendar,
      tokens: createFeedTokens(deps.auth.options.secret),
      shopUrl: p.shopUrl,
      shopName: async () => (await settings.read()).legal.name || 'Framehire',
    }),
  };
}

/** Quotes (decision 090): priced as the cart prices, accepted through the order's booking. */
function quoteServices(deps: AppDependencies, p: Platform, o: Orders) {
  const { db, calendar } = deps;
  const holds = createQuoteHolds({ db, calendar, publish: p.publish, booking: o.booking });
  return {
    quoteHolds: holds,
    quotes: createQuoteService({
      db,
      calendar,
      settings: p.settings,
      limits: p.bookingLimits,
      pricing: createCartPricing(db, calendar, p.settings, checkoutBusinessColumn),
      invite: customerInvitation(deps.auth),
      holds,
    }),
    quoteAcceptance: createQuoteAcceptance({
      db,
      calendar,
      settings: p.settings,
      placeOrder: (...args) => o.orders.place(...args),
      releaseHold: holds.release,
    }),
  };
}

export function buildServices(deps: AppDependencies, shared: SharedPlugins, logError: LogError) {
  const platform = platformServices(deps, shared, logError);
  const orders = orderServices(deps, platform);
  return {
    ...platform,
    ...orders,
    ...counterServices(deps, platform, orders),
    ...quoteServices(deps, platform, orders),
  };
}

export type Services = ReturnType<typeof buildServices>;
