import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const MAX_RETRIES = 2;

/**
 * Whether a failed query is asked again. A refusal (4xx) will not heal by asking again; a fault
 * on the server (5xx) or no answer at all (ApiError NETWORK) may, so those get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < MAX_RETRIES;
}

/** One client for the whole app; the router's loaders use it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
  },
});
