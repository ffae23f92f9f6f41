import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One client for the whole app; the router's loaders use it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not heal by asking again; network hiccups and 5xx may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
