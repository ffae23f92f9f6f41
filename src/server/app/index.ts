import type { AppDependencies } from './dependencies';
import { registerJobWorker } from './job-worker';
import { createServer, registerPlugins } from './plugins';
import { registerRoutes } from './routes';
import { DEFAULT_PAGE_CACHE_MB } from '../storefront/page-cache';
import { registerWebApp } from '../storefront/web-app';

/**
 * The shop's server, composed in the order Fastify needs: what every request passes through
 * (app/plugins.ts), each domain's routes (app/routes.ts), the job worker (app/job-worker.ts), then
 * the web app, which answers whatever matched no route (storefront/web-app.ts).
 */
export async function buildApp(deps: AppDependencies) {
  const app = createServer(deps);
  const shared = await registerPlugins(app, deps);
  const services = await registerRoutes(app, deps, shared);
  await registerJobWorker(app, deps, services);
  await registerWebApp(app, {
    webRoot: deps.webRoot,
    calendar: deps.calendar,
    // The pages' versions come from where the catalogue is read, so a page is never labelled newer than its data.
    database: (deps.readDb ?? deps.db).$client,
    pageCacheMb: deps.pageCacheMb ?? DEFAULT_PAGE_CACHE_MB,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
