/**
 * Writes the storefront's public pages on the server (decision 030): the page's HTML with its
 * content, and the answers it was written from, which the browser's app takes over. Built by
 * `vite build --ssr` into dist/ssr and called by the server for each page (storefront/storefront-pages.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/languages';
import { AppProviders } from './app/providers';
import { appRoutes, isServerRendered } from './app/routes';
import { currentUserQuery } from './features/auth';
import { categoriesQuery, parseId } from './features/catalog';
import { storefrontPageData } from './features/storefront/pages/route-data';
import { paths } from './lib/paths';
import { createI18n } from './i18n/i18n';
import { storefrontLanguages } from './i18n/storefront-languages';
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
 * Each page's data is read before it renders (features/storefront/pages/route-data.ts), so one
 * render is the page. Should a page ask for something not listed there, it is fetched and the
 * page rendered again, at most this many times in all; the rounds are counted into the answer
 * and a test fails on any page that needed more than one.
 */
const MAX_ROUNDS = 5;

/**
 * One i18next instance per language, made on first use and kept: a page is written in one
 * synchronous render, and nothing on the server ever changes an instance's language, so the
 * pages being written at the same time cannot see each other's.
 */
const i18nByLanguage = new Map<Language, I18n>();
function i18nIn(language: Language): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language, storefrontLanguages[language]);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

export function setup({ shopTimeZone }: { shopTimeZone: string }) {
  setServerShopTimeZone(shopTimeZone);
}

/**
 * Which storefront page `url` (a path and query) is, without rendering or reading anything: null
 * when the browser draws it; for a product page, the product's id as the page reads it. The
 * server keys its cache of pages with it (storefront/storefront-pages.ts), on every request.
 */
export function matchPage(url: string): PageMatch {
  const { pathname } = new URL(url, 'http://framehire.internal');
  let match = matchedPaths.get(pathname);
  if (match === undefined) {
    // matchRoutes flattens and ranks the whole route table on each call (0.2 ms): once per path.
    const leaf = matchRoutes(handler.dataRoutes, pathname)?.at(-1);
    match =
      leaf && isServerRendered(leaf.route.handle)
        ? { productId: leaf.route.path === paths.product.path ? parseId(leaf.params.id) : null }
        : null;
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
    matchedPaths.set(pathname, match);
  }
  return match;
}

type PageMatch = { productId: number | null } | null;

/** Paths matched so far; forgotten all at once past this many (made-up paths cannot grow it). */
const matchedPaths = new Map<string, PageMatch>();
const MATCHED_PATHS_KEPT = 10_000;

/** A server-rendered route with no reads of its own listed: its page asks, and a second round fetches. */
const readNothing = async () => {};

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
  /** How many times the page was rendered: 1 unless it asked for data its route did not list. */
  rounds: number;
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
    // Every page's header (who is signed in, the category bar), then the page's own, all at once.
    await Promise.all([
      queryClient.prefetchQuery(currentUserQuery),
      queryClient.prefetchQuery(categoriesQuery),
      (storefrontPageData(leaf.route) ?? readNothing)({
        params: leaf.params,
        searchParams: new URL(context.location.pathname + context.location.search, 'http://framehire.internal')
          .searchParams,
        queryClient,
      }),
    ]);
    const i18n = i18nIn(language);
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
    let rounds = 1;
    for (; rounds < MAX_ROUNDS; rounds++) {
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
      rounds,
    };
  });
}

/** A query the page rendered with but that has no answer yet, and that may run now. */
function waitingToBeFetched(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
