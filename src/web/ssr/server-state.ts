import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** The element carrying what the server read for the page, as JSON (never run, so no CSP entry). */
export const SERVER_STATE_ID = 'framehire-state';

type SerializedError = { apiError: { status: number; code: string; message: string; field?: string } };

export type ServerState = {
  /** The router's loader data, so the browser does not load again what the page shows. */
  router: HydrationState;
  queries: ReturnType<typeof dehydrate>;
  /** How many slices the browser takes over one at a time (page-slice.tsx). */
  slices: number;
};

/**
 * The page's queries as the browser will take them over: answers and refusals (a product that
 * does not exist is a 404 the page shows, and the browser must show the same). An ApiError is
 * not plain data, so it travels as its fields and is made one again on arrival.
 */
export function serverState(client: QueryClient, router: HydrationState, slices: number): ServerState {
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const dehydrated of queries.queries) {
    const error = client.getQueryState(dehydrated.queryKey)?.error;
    if (error instanceof ApiError) {
      const apiError = { status: error.status, code: error.code, message: error.message, field: error.field };
      dehydrated.state = { ...dehydrated.state, error: { apiError } satisfies SerializedError as never };
    }
    // Written without the moment it was read: a page may be served from the server's cache long
    // after (decision 056), and the same data makes the same bytes, so the same ETag. The browser
    // counts the answers as read when it takes the page over (adoptServerQueries).
    dehydrated.dehydratedAt = 0;
    dehydrated.state = { ...dehydrated.state, dataUpdatedAt: 0, errorUpdatedAt: 0 };
  }
  return { router, queries, slices };
}

/**
 * JSON inside <script type="application/json">: a `<` is written escaped, so no product text can
 * close the element early (`</script>`) or open a comment.
 */
export const serializeServerState = (state: ServerState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state the server wrote into the page, or null for a page drawn in the browser. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** Puts the server's answers into the browser's client, refusals as ApiErrors again. */
export function adoptServerQueries(client: QueryClient, state: ServerState) {
  // A cached page's answers are as current as the page: the server checked the catalogue's
  // version (and the rest of the page's key) when it sent it, so they count as read now.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = query.dehydratedAt = now;
  hydrate(client, state.queries);
  for (const query of client.getQueryCache().getAll()) {
    const error = query.state.error as Partial<SerializedError> | null;
    if (error?.apiError) {
      const { status, code, message, field } = error.apiError;
      query.setState({ error: new ApiError(status, code, message, field) });
      // Shown as the server wrote it (a product that does not exist), not asked again on mount:
      // the page would flash a loader where the server's HTML has the answer.
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}
