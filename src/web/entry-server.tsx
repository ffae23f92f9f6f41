/**
 * Writes the storefront's public pages on the server (decision 030): the page's HTML with its
 * content, and the answers it was written from, which the browser's app takes over. Built by
 * `vite build --ssr` into dist/ssr and called by the server for each page (storefront/storefront-pages.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import { AppProviders } from './app/providers';
import { appRoutes, isServerRendered } from './app/routes';
import { allLanguages } from './i18n/all-languages';
import { createI18n } from './i18n/i18n';
import { setServerFetch } from './lib/api-client';
import { setServerShopTimeZone } from './lib/shop-calendar';
import { PageHeadContext, type PageHead } from './ssr/page-head';
import { serializeServerState, serverState } from './ssr/server-state';

type Fetcher = (request: Request) => Promise<Response>;

/** The API calls of the page being written are answered as its visitor, by the caller's fetcher. */
const visits = new AsyncLocalStorage<Fetcher>();
setServerFetch((request) => {
  const fetcher = visits.getStore();
  if (!fetcher) throw new Error('An API call was made outside a page being written.');
  return fetcher(request);
});

// The root's loader refreshes the signed-in user in the browser; here the server has just read it.
const handler = createStaticHandler(appRoutes(() => null));

/**
 * At most this many rounds of "render, then fetch what the render asked for": a product page
 * asks for the product, then its reviews and the booking limits its date field names.
 */
const MAX_ROUNDS = 5;

export function setup({ shopTimeZone }: { shopTimeZone: string }) {
  setServerShopTimeZone(shopTimeZone);
}

export type RenderInput = {
  /** The path and query asked for. */
  url: string;
  language: Language;
  /** Answers the page's API calls as the visitor who asked for the page. */
  fetch: Fetcher;
};

export type RenderedPage = {
  status: number;
  title: string | undefined;
  /** The markup inside #app. */
  body: string;
  /** The JSON for <script type="application/json" id="framehire-state">. */
  state: string;
};

/** The page at `url`, or null when the browser draws it (the cart, account, dashboard, sign-in). */
export async function renderPage({ url, language, fetch }: RenderInput): Promise<RenderedPage | null> {
  return visits.run(fetch, async () => {
    const context = await handler.query(new Request(new URL(url, 'http://framehire.internal')));
    if (context instanceof Response) return null;
    const leaf = context.matches.at(-1);
    if (!leaf || !isServerRendered(leaf.route.handle)) return null;

    const queryClient = new QueryClient({
      // As the browser's (app/query-client.ts), so what the page was written from stays fresh there;
      // a refusal (404) is written as the page shows it, not as a loader waiting to ask again.
      defaultOptions: { queries: { staleTime: 30_000, retry: false, retryOnMount: false } },
    });
    const i18n = createI18n(language, allLanguages[language]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const head: PageHead = {};
    const app = (
      <StrictMode>
        <PageHeadContext value={head}>
          <AppProviders queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageHeadContext>
      </StrictMode>
    );

    // Each round writes the page with what has been read so far; the first one that asks for
    // nothing more is the page. React.lazy parts are never on a storefront page's first screen
    // (the route's own module is loaded by the router first), so nothing here waits on Suspense.
    const write = () => {
      delete head.title;
      delete head.status;
      delete head.slices;
      return renderToString(app);
    };
    let body = write();
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const asked = queryClient.getQueryCache().getAll().filter(waitingToBeFetched);
      if (asked.length === 0) break;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      body = write();
    }

    const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    return {
      status: head.status ?? context.statusCode,
      title: head.title,
      body,
      state: serializeServerState(serverState(queryClient, hydration, head.slices ?? 0)),
    };
  });
}

/** A query the page rendered with but that has no answer yet, and that may run now. */
function waitingToBeFetched(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
