import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Access, registerAccessControl, routePolicyDefaults } from './auth/access';
import type { Auth } from './auth/auth';
import { type Origins, registerOriginCheck } from './http/origin-check';
import { docsPolicy, registerSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import {
  deadlineOptions,
  REQUEST_DEADLINES,
  type RequestDeadlines,
  refuseEncodedBodies,
} from './http/request-deadlines';
import { registerAuthRoutes } from './auth/routes';
import type { TrustProxy } from './config';
import { createAuthLimits } from './rate-limit/auth-limits';
import { createRateLimiter } from './rate-limit/counters';
import { type RateLimits, rateLimitsWith } from './rate-limit/limits';
import { registerPerUserLimits } from './rate-limit/route-limits';
import { createSignInAlert } from './rate-limit/sign-in-alert';
import { availabilityRoutes } from './catalog/availability-routes';
import { createAvailabilityService } from './catalog/availability-service';
import { catalogRoutes } from './catalog/routes';
import { createCategoryAdmin } from './catalog-admin/categories';
import { createItemAdmin } from './catalog-admin/items';
import { createProductAdmin } from './catalog-admin/products';
import { productImageRoutes } from './catalog-admin/product-image-routes';
import { catalogAdminRoutes } from './catalog-admin/routes';
import { createCatalogService } from './catalog/service';
import type { Database } from './db/client';
import { createReadReplica } from './db/read-replica';
import { readsByRequest, registerReadYourWrites } from './http/read-your-writes';
import type { Storage } from './storage/storage';
import { uploadsFolder } from './storage/local-disk-storage';
import { bucketFilesRoute } from './storage/bucket-files-route';
import { healthRoutes } from './health/routes';
import { createHealthService } from './health/service';
import { auditRoutes } from './audit/routes';
import { createAuditService } from './audit/service';
import { incidentRoutes } from './incidents/routes';
import { createIncidentService } from './incidents/service';
import { avatarRoutes } from './users/avatar-routes';
import { createAvatarService } from './users/avatar-service';
import type { Mailer } from './mail/mailer';
import { createMailTask, createMailWriter, MAIL_TASK, type MailDeps } from './mail/mail-jobs';
import { createMailSubscriber, MAIL_SUBSCRIBER } from './mail/event-mails';
import { createPublisher, subscriberTask } from './events/publish';
import { createOrderBooking } from './rentals/booking';
import { orderRoutes } from './orders/routes';
import { createOrderService } from './orders/service';
import { createJobQueue, startJobWorker } from './jobs/queue';
import { REMINDERS_CRONTAB, REMINDERS_TASK, scheduleReminders } from './rentals/reminders';
import { rentalRoutes } from './rentals/routes';
import { createRentalService } from './rentals/service';
import { unitSwapRoutes } from './rentals/swap-routes';
import { createUnitSwap } from './rentals/swap';
import { adminHomeRoutes } from './admin-home/routes';
import { createAdminOverview } from './admin-home/overview';
import { createWebPage } from './http/web-page';
import { storefrontPages } from './http/storefront-pages';
import { decodedPath, quotedTarget } from './http/request-target';
import { clientErrorHandler, errorBody, frameworkErrors, registerErrorHandling } from './http/errors';
import { reviewRoutes } from './reviews/routes';
import { createReviewService } from './reviews/service';
import { shopRoutes } from './shop/routes';
import type { ShopCalendar } from './shop-calendar';
import { createAccountOverview } from './users/account-overview';
import { userRoutes } from './users/routes';
import { createUserService } from './users/service';
import { shopPageHead } from '../shared/shop-page';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '../shared/booking-limits';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../shared/new-customer-limits';

export type AppDependencies = {
  db: Database;
  /**
   * A streaming replica of `db` (DATABASE_READ_URL) for the catalogue's reads; every other
   * query, and a visitor's reads until the replica has their last write, use `db` (decision 032).
   */
  readDb?: Database;
  auth: Auth;
  mailer: Mailer;
  calendar: ShopCalendar;
  /** PUBLIC_URL and the origin policy the auth was made with, so a refused origin is logged with its cause. */
  origins?: Origins;
  dataDir: string;
  /** Where uploaded files are written (avatars, product images); the only way the server writes one. */
  storage: Storage;
  /**
   * Run the job queue's worker in this process (mails, reminders), stopped when the app closes:
   * `pool` is the one under `db` (the worker listens for new jobs on a connection of its own),
   * `shopUrl` the address links in mails start with, `pollInterval` how often it looks for
   * retries that have come due.
   */
  jobWorker?: { pool: pg.Pool; shopUrl: string; pollInterval?: number };
  /** The built web app (dist/web); when absent only the API is served. */
  webRoot?: string;
  /** The shop's booking limits (MAX_RENTAL_DAYS and its neighbours); the defaults when absent. */
  bookingLimits?: BookingLimits;
  /** What a customer with no ended rental may hold (NEW_CUSTOMER_MAX_OPEN_RENTALS and its neighbours, decision 036). */
  newCustomerLimits?: NewCustomerLimits;
  /** TRUST_PROXY: the proxy hops (or proxy addresses) whose X-Forwarded-For gives the client's IP. */
  trustProxy?: TrustProxy;
  /** Rate limits that differ from the defaults (decision 023). */
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take to send a request (tests shorten them); REQUEST_DEADLINES when absent. */
  deadlines?: Partial<RequestDeadlines>;
};

/** One row of the route table: a method and url as registered, and its `config.access` as the policy filled it in. */
export type RouteTableEntry = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, read by the authorization matrix test (auth/authorization-matrix.test.ts). */
    routeTable: RouteTableEntry[];
  }
}

export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    bodyLimit: 1024 * 1024,
    ...deadlineOptions({ ...REQUEST_DEADLINES, ...deps.deadlines }),
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route's security policy, filled in as it is registered; the hooks read only that (decision 034).
  app.addHook('onRoute', routePolicyDefaults);
  // The route table: the authorization matrix test checks that every route in it has an entry
  // with the statuses each role gets, so no route (better-auth's, docs, static files) goes unchecked.
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // Fastify gives every GET a HEAD twin (also the '/'-ended copy of a plugin's root route, such
    // as '/api/docs/', which onRoute does not report): such a HEAD answers as its GET does.
    const getUrl = route.url.replace(/(.)\/$/, '$1');
    const hasGet = methods.includes('GET') || routeTable.some((row) => row.method === 'GET' && row.url === getUrl);
    for (const method of methods) {
      if (method !== 'HEAD' || !hasGet) routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });
  await registerSecurityHeaders(app, deps.origins?.publicUrl);
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Framehire API',
        version: '1.0.0',
        description:
          'Rent photo and film equipment by the day. JSON in camelCase; dates are YYYY-MM-DD; money is a decimal string in euros. Errors: { "error": { "code", "message" } }. Authentication endpoints (better-auth) live under /api/auth.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: docsPolicy });

  registerErrorHandling(app);
  refuseEncodedBodies(app);
  registerAccessControl(app, deps.auth);
  if (deps.origins) registerOriginCheck(app, deps.origins);
  const limiter = createRateLimiter(deps.db);
  const rateLimits = rateLimitsWith(deps.rateLimits);
  registerPerUserLimits(app, limiter, rateLimits);
  const replica =
    deps.readDb && createReadReplica({ primary: deps.db, replica: deps.readDb, log: (m) => app.log.warn(m) });
  if (replica) registerReadYourWrites(app, replica);
  const { db, calendar } = deps;
  const bookingLimits = deps.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
  const newCustomerLimits = deps.newCustomerLimits ?? DEFAULT_NEW_CUSTOMER_LIMITS;
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const jobs = createJobQueue(db);
  const signInAlert = createSignInAlert({
    db,
    limiter,
    jobs,
    everySeconds: rateLimits.signInSlowdown.alertEverySeconds,
    logError,
  });
  registerAuthRoutes(app, deps.auth, createAuthLimits(limiter, rateLimits, signInAlert));
  await app.register(healthRoutes(createHealthService(db)));
  await app.register(shopRoutes(calendar, bookingLimits, newCustomerLimits));
  await app.register(catalogRoutes(replica ? readsByRequest(replica, createCatalogService) : createCatalogService(db)));
  const productAdmin = createProductAdmin(db);
  await app.register(
    catalogAdminRoutes({ categories: createCategoryAdmin(db), products: productAdmin, items: createItemAdmin(db) }),
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
  // Every domain event goes to the outbox with one delivery job per subscriber (decision 039).
  const publish = createPublisher(jobs, [MAIL_SUBSCRIBER]);
  const booking = createOrderBooking(db, calendar, publish, bookingLimits, newCustomerLimits);
  const rentalService = createRentalService(db, calendar, { booking, publish });
  const orderService = createOrderService(db, rentalService, booking);
  await app.register(userRoutes(createUserService(db), createAccountOverview(db, rentalService)));
  await app.register(rentalRoutes(rentalService));
  await app.register(orderRoutes(orderService));
  await app.register(
    unitSwapRoutes(
      createUnitSwap(db, calendar, rentalService, {
        swapped: (swap, tx) => publish({ type: 'unit.swapped', ...swap }, tx),
      }),
    ),
  );
  await app.register(adminHomeRoutes(createAdminOverview(db, calendar)));
  const incidentService = createIncidentService(db, calendar, {
    statusChanged: (incidentId, tx) => publish({ type: 'incident.status_changed', incidentId }, tx),
    reported: (incident, tx) => publish({ type: 'incident.reported', ...incident }, tx),
  });
  await app.register(incidentRoutes(incidentService));
  await app.register(auditRoutes(createAuditService(db)));

  if (deps.jobWorker) {
    const mailDeps: MailDeps = {
      db,
      mailer: deps.mailer,
      rentals: rentalService,
      orders: orderService,
      incidents: incidentService,
      shopUrl: deps.jobWorker.shopUrl,
    };
    const worker = await startJobWorker({
      pool: deps.jobWorker.pool,
      tasks: {
        [MAIL_TASK]: createMailTask(mailDeps),
        [subscriberTask(MAIL_SUBSCRIBER)]: createMailSubscriber({
          db,
          write: createMailWriter(mailDeps),
          mailer: deps.mailer,
          shopUrl: deps.jobWorker.shopUrl,
        }),
        [REMINDERS_TASK]: async () => {
          await scheduleReminders({ db, calendar, jobs });
        },
      },
      crontab: REMINDERS_CRONTAB,
      pollInterval: deps.jobWorker.pollInterval,
      logError,
    });
    // On close (SIGTERM included), running jobs finish and the rest wait in the queue.
    app.addHook('onClose', () => worker.stop());
  }
  await app.register(avatarRoutes(createAvatarService({ db, storage: deps.storage, calendar, logError })));

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

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The page itself is answered below, with the shop's calendar written into it.
      allowedPath: (path) => path !== '/index.html',
      // The build's Brotli and gzip copies (scripts/precompress-plugin.ts), sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', webFileCaching(path)),
    });
  }
  // The page carries the shop's calendar, so the browser's "today" is the shop's from the first paint.
  const page =
    webRoot &&
    readFileSync(join(webRoot, 'index.html'), 'utf8').replace('</head>', `${shopPageHead(calendar.timeZone)}</head>`);
  const sendPage = page && createWebPage(page);
  const sendStorefrontPage = webRoot && page ? storefrontPages(app, webRoot, page, calendar.timeZone) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes (/products/3, /account/profile) are answered by the web app; the
    // storefront's public pages come written with their content.
    const path = decodedPath(request);
    if (sendPage && request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/uploads/')) {
      if (sendStorefrontPage && (await sendStorefrontPage(request, reply))) return reply;
      return sendPage(request, reply);
    }
    return reply
      .status(404)
      .send(errorBody(404, 'NOT_FOUND', `No route for ${request.method} ${quotedTarget(request)}`));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The build names its scripts and styles by their content (/assets/index-BX8KzoOT.js): such a
 * name never changes meaning, so browsers keep them a year without asking. Other files of the
 * build (the icon, the default avatar) keep their names across builds and are revalidated.
 */
export function webFileCaching(path: string) {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Brotli or gzip, as the client accepts, for answers of 1 kB and more whose type compresses
 * (JSON, HTML, the API docs; not pictures). Brotli at quality 4 costs about what gzip does per
 * answer and still makes them smaller; the build's files come precompressed at full strength.
 */
async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers only: an encoded request body is refused (http/request-deadlines.ts), never inflated.
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
