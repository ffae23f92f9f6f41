import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { registerAuthRoutes } from '../auth/routes';
import { bucketFilesRoute } from '../storage/bucket-files-routes';
import { uploadsFolder } from '../storage/local-disk-storage';
import type { AppDependencies } from './dependencies';
import type { SharedPlugins, ShopServer } from './plugins';
import { routePlugins } from './route-plugins';
import { buildServices } from './services';

/**
 * The shop's routes: the services built once (services.ts), then each module's routes in the
 * order the route table lists them (route-plugins.ts), then the uploaded files. Returns what the
 * job worker (app/job-worker.ts) needs.
 */
export async function registerRoutes(app: ShopServer, deps: AppDependencies, shared: SharedPlugins) {
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const services = buildServices(deps, shared, logError);
  registerAuthRoutes(app, deps.auth, services.authLimits);
  for (const plugin of routePlugins(services, deps, shared)) await app.register(plugin);
  await registerUploads(app, deps);

  return {
    jobs: services.jobs,
    // The job worker's own publishers (the overdue sweep) write to the same outbox.
    publish: services.publish,
    logError,
    settings: services.settings,
    rentals: services.rentals,
    orders: services.orders,
    incidents: services.incidents,
    payments: services.payments,
    invoices: services.invoiceStore,
    openingRules: services.openingRules,
    quoteHolds: services.quoteHolds,
    maintenance: services.maintenance,
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
