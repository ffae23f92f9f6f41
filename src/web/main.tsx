import './theme/first-load-styles';
import './theme/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { adoptSavedLanguage, startI18n } from './i18n/i18n';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { refreshCurrentUser } from './app/current-user-refresh';
import { appRoutes } from './app/routes';
import { PageHeadContext } from './ssr/page-head';
import { replayEarlyPress } from './ssr/early-press';
import { expectSlices, writtenPageLeft } from './ssr/page-slice';
import { adoptServerQueries, readServerState } from './ssr/server-state';

/**
 * Starts the app. Not at the module's top level: the language chunk it waits for imports this
 * chunk back, and a top-level await here would have each wait for the other forever.
 */
async function start() {
  // Always there: index.html has it, and the server refuses to start on a built page without it
  // (storefront/storefront-pages.ts); a check here would cost the first load's budget its bytes.
  const container = document.getElementById('app')!;

  // A storefront page comes written by the server with what it read (decision 030); the app
  // takes it over as it is. Every other page is drawn here.
  const serverState = readServerState();
  if (serverState) adoptServerQueries(queryClient, serverState);

  // Before the router: it starts loading the first page at once, and a page of the account or
  // the dashboard adds its texts to the started instance.
  const i18n = await startI18n();
  const router = createBrowserRouter(
    appRoutes(async () => {
      await refreshCurrentUser();
      return null;
    }),
    { hydrationData: serverState?.router },
  );

  // The same tree as the server's (entry-server.tsx), so React can take its page over.
  const app = (
    <StrictMode>
      <PageHeadContext value={null}>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </PageHeadContext>
    </StrictMode>
  );

  if (serverState) {
    // The server's page is painted before this runs: the built page fetches the app's files only
    // after its first paint (decision 059), so React's work never holds the paint back.
    expectSlices(serverState.slices);
    const written = router.state.location;
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.pathname === written.pathname && location.search === written.search) return;
      writtenPageLeft();
      unsubscribe();
    });
    replayEarlyPress();
    // As a transition, React takes the page over in slices of a few milliseconds, between which
    // the browser answers a tap or a scroll: the page is already painted, nothing waits for it.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    adoptSavedLanguage();
  } else {
    createRoot(container).render(app);
  }
}

void start();
