import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { DEFAULT_BOOKING_LIMITS } from '../../shared/booking-limits';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { adminHomeRoutes } from '../admin-home/routes';
import { createAdminOverview } from '../admin-home/overview';
import { createDisputes } from '../money/disputes';
import { createFailedRefunds } from '../money/failed-refunds';
import { createPaymentsForReview } from '../money/for-review';
import { apiTokenRoutes } from '../api-tokens/routes';
import { createApiTokenService } from '../api-tokens/service';
import { auditRoutes } from '../audit/routes';
import { createAuditService } from '../audit/service';
import { registerAuthRoutes } from '../auth/routes';
import { calendarFeedRoutes } from '../calendar-feeds/routes';
import { createCalendarFeeds } from '../calendar-feeds/service';
import { createFeedTokens } from '../calendar-feeds/tokens';
import { availabilityRoutes } from '../catalog/availability-routes';
import { createAvailabilityService } from '../catalog/availability-service';
import { catalogRoutes } from '../catalog/routes';
import { createCatalogService } from '../catalog/service';
import { createCategoryAdmin } from '../catalog-admin/categories';
import { createItemAdmin } from '../catalog-admin/items';
import { productImageRoutes } from '../catalog-admin/product-image-routes';
import { createProductAdmin } from '../catalog-admin/products';
import { catalogAdminRoutes } from '../catalog-admin/routes';
import { createCheckIn } from '../flows/check-in';
import { createCheckOut } from '../flows/check-out';
import { handOverRoutes } from '../hand-over/routes';
import { exportRoutes } from '../exports/routes';
import { healthRoutes } from '../health/routes';
import { createHealthService } from '../health/service';
import { readsByRequest } from '../http/read-your-writes';
import { incidentRoutes } from '../incidents/routes';
import { createIncidentService } from '../incidents/service';
import { createJobQueue } from '../jobs/queue';
import { queueMail } from '../mail/mail-jobs';
import { createAuthLimits } from '../rate-limit/auth-limits';
import { createSignInAlert } from '../rate-limit/sign-in-alert';
import { createPublisher } from '../events/publish';
import { orderLineRoutes } from '../orders/line-routes';
import { orderRoutes } from '../orders/routes';
import { staffOrderRoutes } from '../orders/staff-order-routes';
import { createStaffOrders } from '../orders/staff-orders';
import { createStripePayments } from '../stripe/stripe-payments';
import { eventSubscribers } from '../subscribers';
import { stripeWebhookRoutes } from '../stripe/webhook-routes';
import { createOrderService } from '../orders/service';
import { createDeposits } from '../money/deposits';
import { createPickupPayment } from '../money/pickup-payment';
import { actorOf } from '../audit/record';
import { createLineAdd } from '../flows/change-line';
import { createLinePrice } from '../flows/change-line';
import { createLineQuantity } from '../flows/change-line';
import { createRefunds } from '../money/refunds';
import { paymentRoutes } from '../money/routes';
import { createOrderBooking } from '../flows/place-order';
import { createRentalExtension } from '../flows/extend';
import { rentalExtensionRoutes } from '../rentals/extension-routes';
import { createRentalRescheduling } from '../rentals/reschedule';
import { rescheduleRoutes } from '../rentals/reschedule-routes';
import { rentalRoutes } from '../rentals/routes';
import { createRentalService } from '../rentals/service';
import { unitSwapRoutes } from '../rentals/swap-routes';
import { createUnitSwap } from '../rentals/swap';
import { reviewRoutes } from '../reviews/routes';
import { createReviewService } from '../reviews/service';
import { settingsRoutes } from '../settings/routes';
import { createSettingsService, DEFAULT_PAYMENT_HOLD_MINUTES } from '../settings/service';
import { createInvoicing } from '../invoices/issue';
import { createInvoiceListing } from '../invoices/listing';
import { invoiceRoutes } from '../invoices/routes';
import { labelRoutes } from '../labels/routes';
import { createDesk } from '../hand-over/desk';
import { deskRoutes } from '../hand-over/desk-routes';
import { createRentalQueries } from '../rentals/queries';
import { createRentalCancelling } from '../flows/cancel-line';
import { createLabelSheets } from '../labels/service';
import { createInvoiceStore } from '../invoices/store';
import { allowedVatRates, lateFeeRuleOf, openingRulesOf } from '../../shared/schemas/settings';
import { shopRoutes } from '../shop/routes';
import { bucketFilesRoute } from '../storage/bucket-files-route';
import { uploadsFolder } from '../storage/local-disk-storage';
import { createAccountOverview } from '../users/account-overview';
import { avatarRoutes } from '../users/avatar-routes';
import { createAvatarService } from '../users/avatar-service';
import { userRoutes } from '../users/routes';
import { createUserService } from '../users/service';
import { waitlistRoutes } from '../waitlist/routes';
import { createWaitlistService } from '../waitlist/service';
import { webhookRoutes } from '../webhooks/routes';
import { createWebhookService } from '../webhooks/service';
import { customerInvitation } from './account-mails';
import type { AppDependencies } from './dependencies';
import type { SharedPlugins, ShopServer } from './plugins';

/**
 * Each domain's routes, with the services they are made of: one registration per domain, in the
 * order the route table lists them. Returns what the job worker (app/job-worker.ts) needs.
 */
export async function registerRoutes(app: ShopServer, deps: AppDependencies, shared: SharedPlugins) {
  const { db, calendar } = deps;
  const { limiter, rateLimits, replica } = shared;
  const bookingLimits = deps.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
  const newCustomerLimits = deps.newCustomerLimits ?? DEFAULT_NEW_CUSTOMER_LIMITS;
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const jobs = createJobQueue(db);
  const signInAlert = createSignInAlert({
    db,
    limiter,
    sendMail: (mail) => queueMail(jobs, mail),
    everySeconds: rateLimits.signInSlowdown.alertEverySeconds,
    logError,
  });
  registerAuthRoutes(app, deps.auth, createAuthLimits(limiter, rateLimits, signInAlert));
  await app.register(healthRoutes(createHealthService(db, deps.dataDir)));
  const settings = createSettingsService(db, {
    stripeConfigured: deps.payments?.stripe !== undefined,
    paymentHoldMinutes: deps.payments?.holdMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES,
  });
  await app.register(shopRoutes(calendar, bookingLimits, newCustomerLimits, settings));
  await app.register(settingsRoutes(settings));
  await app.register(catalogRoutes(replica ? readsByRequest(replica, createCatalogService) : createCatalogService(db)));
  // Every domain event goes to the outbox with one delivery job per subscriber that takes it
  // (decision 039; which ones: subscribers/).
  const stripeSettings = deps.payments?.stripe;
  const publish = createPublisher(jobs, eventSubscribers({ onlinePayments: stripeSettings !== undefined }));
  const productAdmin = createProductAdmin(db, async () => allowedVatRates((await settings.read()).vat));
  // A unit back in service may free dates someone waits for.
  const itemAdmin = createItemAdmin(db, {
    backInService: (unit, tx) => publish({ type: 'unit.back_in_service', ...unit }, tx),
  });
  await app.register(
    catalogAdminRoutes({ categories: createCategoryAdmin(db), products: productAdmin, items: itemAdmin }),
  );
  await app.register(productImageRoutes(productAdmin, deps.storage, logError));
  await app.register(availabilityRoutes(createAvailabilityService(db)));
  await app.register(
    reviewRoutes(
      createReviewService(db, calendar, {
        posted: (review, tx) => publish({ type: 'review.posted', ...review }, tx),
      }),
    ),
  );
  const booking = createOrderBooking(db, calendar, publish, bookingLimits, newCustomerLimits);
  // Invoices and credit notes are issued inside the transactions that move the money.
  const invoicing = createInvoicing({ settings, calendar, publish });
  // A cancelled paid line refunds by the shop's rules, in the cancel's transaction (decision 043).
  const refunds = createRefunds(db, calendar, { publish, jobs, settings, invoicing });
  // The late fee shown while it grows is the shop's setting as it is now.
  const lateFeeRule = async () => lateFeeRuleOf((await settings.read()).lateFees);
  // Rentals as the reschedule and the desk read them (one reader, built once).
  const rentalQueries = createRentalQueries(db, calendar, lateFeeRule);
  const rentalService = createRentalService(db, calendar, { booking, lateFeeRule });
  const cancelling = createRentalCancelling(db, calendar, {
    queries: rentalQueries,
    publish,
    onLineCancelled: refunds.onLineCancelled,
  });
  const payments =
    stripeSettings &&
    createStripePayments({
      db,
      calendar,
      publish,
      jobs,
      invoicing,
      rentals: rentalService,
      stripe: stripeSettings,
      holdMinutes: settings.paymentHoldMinutes,
      shopUrl: deps.origins?.publicUrl ?? deps.jobWorker?.shopUrl ?? 'http://localhost:3000',
      logError,
    });
  const invoiceStore = createInvoiceStore(db);
  const orderService = createOrderService(
    db,
    rentalService,
    booking,
    { settings, online: payments?.online },
    invoiceStore,
  );
  await app.register(userRoutes(createUserService(db), createAccountOverview(db, rentalService)));
  await app.register(rentalRoutes(rentalService, cancelling));
  // Extending from the account; an order paid online pays the difference through Stripe.
  await app.register(
    rentalExtensionRoutes(
      createRentalExtension(db, calendar, {
        queries: rentalService,
        publish,
        limits: bookingLimits,
        online: payments?.changes.online,
      }),
    ),
  );
  // Shortening or moving a rental before it starts: a paid line's refund by the rules.
  const rescheduling = createRentalRescheduling(db, calendar, {
    queries: rentalQueries,
    publish,
    money: refunds.changeRefunds,
    limits: bookingLimits,
  });
  await app.register(rescheduleRoutes(rescheduling));
  await app.register(orderRoutes(orderService));
  // Staff change an order's lines (decisions 066 and 067): their money is the payments module's.
  const linePrice = createLinePrice(db, { refunds });
  const lineQuantity = createLineQuantity(db, { refunds, limits: bookingLimits });
  const lineAdd = createLineAdd({ booking });
  await app.register(
    orderLineRoutes({
      orders: orderService,
      rentals: rentalService,
      cancelling,
      setDailyPrice: (staff, orderId, rentalId, input) =>
        linePrice.setDailyPrice(actorOf(staff), orderId, rentalId, input),
      setQuantity: (staff, orderId, rentalId, quantity) =>
        lineQuantity.setQuantity(actorOf(staff), orderId, rentalId, quantity),
      addLine: (staff, orderId, line, language) => lineAdd.addLine(actorOf(staff), orderId, line, language),
      rescheduling,
    }),
  );
  // Orders staff take for a customer: a new customer's invitation and an online
  // order's payment link go out as mail jobs.
  await app.register(
    staffOrderRoutes(
      createStaffOrders({
        db,
        orders: orderService,
        invite: customerInvitation(deps.auth),
        paymentLink: (orderId) => queueMail(jobs, { kind: 'order-payment-link', orderId, timeZone: calendar.timeZone }),
      }),
    ),
  );
  await app.register(stripeWebhookRoutes(payments?.webhook));
  const deposits = createDeposits(db, publish, invoicing);
  const forReview = createPaymentsForReview(db);
  const failedRefunds = createFailedRefunds(db, jobs);
  const disputes = createDisputes(db);
  await app.register(
    paymentRoutes({
      forReview,
      failedRefunds,
      disputes,
      pickup: createPickupPayment(db, publish, invoicing),
      deposits,
      refunds,
      orders: orderService,
      rentals: rentalService,
    }),
  );
  await app.register(invoiceRoutes({ store: invoiceStore, listing: createInvoiceListing(db), calendar, logError }));
  await app.register(labelRoutes(createLabelSheets(db)));
  await app.register(deskRoutes(createDesk(db, calendar, rentalQueries)));
  await app.register(
    unitSwapRoutes(
      createUnitSwap(db, calendar, rentalService, {
        swapped: (swap, tx) => publish({ type: 'unit.swapped', ...swap }, tx),
      }),
    ),
  );
  await app.register(
    adminHomeRoutes(
      createAdminOverview(db, calendar, {
        forReview: (limit) => forReview.open(limit),
        failedRefunds: (limit) => failedRefunds.open(limit),
        disputes: (limit) => disputes.open(limit),
      }),
    ),
  );
  const incidentService = createIncidentService(db, calendar, {
    statusChanged: (incidentId, tx) => publish({ type: 'incident.status_changed', incidentId }, tx),
    reported: (incident, tx) => publish({ type: 'incident.reported', ...incident }, tx),
  });
  await app.register(incidentRoutes(incidentService));
  // The hand-over desk: units out and back in, with their deposits, late fees and damage.
  await app.register(
    handOverRoutes({
      checkOut: createCheckOut(db, calendar, { rentals: rentalService, deposits, settings, publish }),
      checkIn: createCheckIn(db, calendar, {
        rentals: rentalService,
        deposits,
        invoicing,
        incidents: incidentService,
        lateFeeRule,
        publish,
      }),
      incidents: incidentService,
      storage: deps.storage,
      logError,
    }),
  );
  // The waitlist: customers told by mail when a unit frees up on their dates.
  const openingRules = async () => openingRulesOf(await settings.read());
  await app.register(waitlistRoutes(createWaitlistService(db, calendar, { limits: bookingLimits, openingRules })));
  // Calendar feeds: secret addresses whose tokens are keyed by AUTH_SECRET (decision 052).
  const calendarFeeds = createCalendarFeeds({
    db,
    calendar,
    tokens: createFeedTokens(deps.auth.options.secret),
    shopUrl: deps.origins?.publicUrl ?? deps.jobWorker?.shopUrl ?? 'http://localhost:3000',
    shopName: async () => (await settings.read()).legal.name || 'Framehire',
  });
  await app.register(calendarFeedRoutes(calendarFeeds, limiter));
  await app.register(auditRoutes(createAuditService(db)));
  // Webhooks: endpoints for the shop's events, signed, never into the shop's own network.
  await app.register(
    webhookRoutes(
      createWebhookService(db, { jobs, allowPrivateNetworks: deps.webhooks?.allowPrivateNetworks ?? false }),
    ),
  );
  // The administrators' CSV exports and personal API tokens (decisions 054, 055).
  await app.register(exportRoutes({ pool: db.$client, calendar, logError }));
  await app.register(apiTokenRoutes(createApiTokenService(db)));
  await app.register(avatarRoutes(createAvatarService({ db, storage: deps.storage, calendar, logError })));
  await registerUploads(app, deps);

  return {
    jobs,
    // The job worker's own publishers (the overdue sweep) write to the same outbox.
    publish,
    logError,
    settings,
    rentals: rentalService,
    orders: orderService,
    incidents: incidentService,
    payments,
    invoices: invoiceStore,
    openingRules,
  };
}

export type DomainServices = Awaited<ReturnType<typeof registerRoutes>>;

/** Uploaded files (avatars, product images) at /uploads/…, from the disk or the buckets. */
async function registerUploads(app: ShopServer, deps: AppDependencies) {
  if (deps.storage.open) {
    // Files in a bucket are served at the same addresses, with the same headers (decision 031).
    await app.register(bucketFilesRoute(deps.storage.open));
  } else {
    const uploads = uploadsFolder(deps.dataDir);
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
    });
  }
}
