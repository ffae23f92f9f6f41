import { adminHomeRoutes } from '../admin-home/routes';
import { apiTokenRoutes } from '../api-tokens/routes';
import { apiTokenIdsOf, createApiTokenService } from '../api-tokens';
import { actorOf, createAuditService } from '../audit';
import { createInvoiceListing } from '../invoices';
import { createReviewService } from '../reviews';
import { createAccountOverview, createAvatarService, createStaff, createUserService } from '../users';
import { createWaitlistService } from '../waitlist';
import { createWebhookService, switchOffTokensEndpoints } from '../webhooks';
import { auditRoutes } from '../audit/routes';
import { calendarFeedRoutes } from '../calendar-feeds/routes';
import { availabilityRoutes } from '../catalog/availability-routes';
import { createAvailabilityService } from '../catalog/availability-service';
import { catalogRoutes } from '../catalog/routes';
import { createCategoryAdmin } from '../catalog-admin/categories';
import { createPriceTemplateAdmin } from '../catalog-admin/price-templates';
import { productImageRoutes } from '../catalog-admin/product-image-routes';
import { catalogAdminRoutes } from '../catalog-admin/routes';
import { exportRoutes } from '../exports/routes';
import { createDesk } from '../hand-over/desk';
import { deskRoutes } from '../hand-over/desk-routes';
import { createSerialCheck } from '../hand-over/serial-check';
import { createPickList } from '../hand-over/pick-list';
import { pickListRoutes } from '../hand-over/pick-list-routes';
import { handOverRoutes } from '../hand-over/routes';
import { healthRoutes } from '../health/routes';
import { createHealthService } from '../health/service';
import { incidentRoutes } from '../incidents/routes';
import { invoiceRoutes } from '../invoices/routes';
import { labelRoutes } from '../labels/routes';
import { createLabelSheets } from '../labels/service';
import { queueMail } from '../mail/mail-jobs';
import { createOpenItems } from '../money/open-items';
import { checkoutBusinessColumn } from '../business';
import { createCartPricing } from '../pricing/cart-price';
import { createCouponAdmin } from '../pricing/coupons';
import { pricingRoutes } from '../pricing/routes';
import { moneyReviewRoutes } from '../money/review-routes';
import { paymentRoutes } from '../money/routes';
import { orderLineRoutes } from '../orders/line-routes';
import { orderRoutes } from '../orders/routes';
import { staffOrderRoutes } from '../orders/staff-order-routes';
import { createStaffOrders } from '../orders/staff-orders';
import { quoteDocumentRoutes } from '../quotes/document-routes';
import { quoteRoutes } from '../quotes/routes';
import { staffQuoteRoutes } from '../quotes/staff-routes';
import { rentalExtensionRoutes } from '../rentals/extension-routes';
import { rescheduleRoutes } from '../rentals/reschedule-routes';
import { adminRentalRoutes } from '../rentals/admin-routes';
import { rentalRoutes } from '../rentals/routes';
import { createUnitSwap } from '../rentals/swap';
import { unitSwapRoutes } from '../rentals/swap-routes';
import { adminReviewRoutes } from '../reviews/admin-routes';
import { reviewRoutes } from '../reviews/routes';
import { settingsRoutes } from '../settings/routes';
import { shopRoutes } from '../shop/routes';
import { stripeWebhookRoutes } from '../stripe/webhook-routes';
import { avatarRoutes } from '../users/avatar-routes';
import { userRoutes } from '../users/routes';
import { waitlistRoutes } from '../waitlist/routes';
import { webhookRoutes } from '../webhooks/routes';
import { customerInvitation, staffInvitation } from './account-mails';
import { createReports } from '../reports';
import { reportRoutes } from '../reports/routes';
import { createPlanner } from '../planner';
import { plannerRoutes } from '../planner/routes';
import type { AppDependencies } from './dependencies';
import type { SharedPlugins } from './plugins';
import type { Services } from './services';

/**
 * Every module's routes, in the order the route table lists them, each made of the services it
 * uses (app/services.ts) and what only its routes need.
 */
export function routePlugins(s: Services, deps: AppDependencies, shared: SharedPlugins) {
  const { db, calendar, storage } = deps;
  const { publish, logError, bookingLimits } = s;
  const { linePrice, lineQuantity, lineAdd } = s.lineChanges;
  const reviews = createReviewService(db, calendar, {
    posted: (review, tx) => publish({ type: 'review.posted', ...review }, tx),
  });
  return [
    healthRoutes(createHealthService(db, deps.dataDir)),
    reportRoutes(createReports(db, calendar), calendar),
    plannerRoutes(createPlanner(db, calendar, s.openingRules)),
    shopRoutes(calendar, bookingLimits, s.newCustomerLimits, s.settings),
    settingsRoutes(s.settings),
    catalogRoutes(s.catalog),
    catalogAdminRoutes({
      categories: createCategoryAdmin(db),
      products: s.productAdmin,
      items: s.itemAdmin,
      maintenance: s.maintenance,
      priceTemplates: createPriceTemplateAdmin(db),
    }),
    productImageRoutes(s.productAdmin, storage, logError),
    availabilityRoutes(createAvailabilityService(db)),
    pricingRoutes(createCartPricing(db, calendar, s.settings, checkoutBusinessColumn), createCouponAdmin(db)),
    reviewRoutes(reviews),
    adminReviewRoutes(reviews),
    userRoutes(
      createUserService(db, s.businesses),
      createAccountOverview(db, s.rentals),
      s.businesses,
      createStaff({
        db,
        invite: staffInvitation(deps.auth),
        // Their tokens stop working, and the webhook endpoints those tokens set up are switched off (decision 096).
        leftStaff: async (tx, actor, userId) =>
          switchOffTokensEndpoints(tx, actor, await apiTokenIdsOf(tx, userId), 'token_owner_left_staff'),
      }),
    ),
    rentalRoutes(s.rentals, s.cancelling),
    adminRentalRoutes(s.rentals, s.cancelling, s.deskRentals),
    rentalExtensionRoutes(s.extension),
    rescheduleRoutes(s.rescheduling),
    orderRoutes(s.orders, s.cancelling),
    orderLineRoutes({
      orders: s.orders,
      rentals: s.rentals,
      cancelling: s.cancelling,
      setDailyPrice: (staff, orderId, rentalId, input) =>
        linePrice.setDailyPrice(actorOf(staff), orderId, rentalId, input),
      setQuantity: (staff, orderId, rentalId, quantity) =>
        lineQuantity.setQuantity(actorOf(staff), orderId, rentalId, quantity),
      addLine: (staff, orderId, line, language) => lineAdd.addLine(actorOf(staff), orderId, line, language),
      rescheduling: s.rescheduling,
    }),
    // Orders staff take for a customer: a new customer's invitation and an online order's
    // payment link go out as mail jobs.
    staffOrderRoutes(
      createStaffOrders({
        db,
        orders: s.orders,
        invite: customerInvitation(deps.auth),
        paymentLink: (orderId) =>
          queueMail(s.jobs, { kind: 'order-payment-link', orderId, timeZone: calendar.timeZone }),
      }),
    ),
    // Quotes (decision 090): the customer's and staff's, their PDF, an order's rental agreement.
    quoteRoutes(s.quotes, s.quoteAcceptance),
    quoteDocumentRoutes({ quotes: s.quotes, orders: s.orders, settings: s.settings }),
    staffQuoteRoutes(s.quotes),
    stripeWebhookRoutes(s.payments?.webhook),
    moneyReviewRoutes({ forReview: s.forReview, failedRefunds: s.failedRefunds, disputes: s.disputes }),
    paymentRoutes({
      openItems: createOpenItems(db, calendar, async (orderId) => (await s.orders.get(orderId)).balanceDue),
      pickup: s.pickup,
      deposits: s.deposits,
      refunds: s.refunds,
      orders: s.orders,
      rentals: s.rentals,
    }),
    invoiceRoutes({
      store: s.invoiceStore,
      listing: createInvoiceListing(db, calendar.timeZone),
      calendar,
      settings: s.settings,
      logError,
    }),
    labelRoutes(createLabelSheets(db)),
    deskRoutes(
      createDesk(db, calendar, s.rentalQueries, s.deskRentals.withDues, s.openingRules),
      createSerialCheck(db, calendar),
    ),
    // The counter's printable pick list for a day's pick-ups (issue 48).
    pickListRoutes(createPickList(db, calendar, s.openingRules)),
    unitSwapRoutes(
      createUnitSwap(db, calendar, s.rentals, {
        swapped: (swap, tx) => publish({ type: 'unit.swapped', ...swap }, tx),
      }),
    ),
    adminHomeRoutes(s.adminOverview),
    incidentRoutes(s.incidents),
    handOverRoutes({ checkOut: s.checkOut, checkIn: s.checkIn, incidents: s.incidents, storage, logError }),
    // The waitlist: customers told by mail when a unit frees up on their dates.
    waitlistRoutes(createWaitlistService(db, calendar, { limits: bookingLimits, openingRules: s.openingRules })),
    calendarFeedRoutes(s.calendarFeeds, shared.limiter),
    auditRoutes(createAuditService(db)),
    // Webhooks: endpoints for the shop's events, signed, never into the shop's own network.
    webhookRoutes(
      createWebhookService(db, { jobs: s.jobs, allowPrivateNetworks: deps.webhooks?.allowPrivateNetworks ?? false }),
    ),
    // The administrators' CSV exports and personal API tokens (decisions 054, 055).
    exportRoutes({ pool: db.$client, calendar, logError, lateFeeRule: s.lateFeeRule }),
    apiTokenRoutes(
      // A revoked token's webhook endpoints are switched off with it (decision 096); its calendar feed goes by the foreign key.
      createApiTokenService(db, {
        revoked: (tx, actor, tokenId) => switchOffTokensEndpoints(tx, actor, [tokenId], 'token_revoked'),
      }),
    ),
    avatarRoutes(createAvatarService({ db, storage, calendar, logError }), s.businesses),
  ];
}
