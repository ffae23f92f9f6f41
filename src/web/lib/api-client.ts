import createClient from 'openapi-fetch';
import type { paths } from './api-schema';

/**
 * A refusal or failure of an API call. `code` is the server's machine-readable code (the web
 * shows its own translated text for it, see error-text.ts); `NETWORK` when no answer came.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The whole `error` object of the answer, for refusals that say more (an order's refused lines). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'NETWORK';

/**
 * The API, typed from the server's OpenAPI document (api-schema.d.ts, `npm run api:types`):
 * a path, parameter, body or answer the server does not have fails the type check.
 */
export const api = createClient<paths>({
  credentials: 'same-origin',
  // On the server a Request needs a whole URL; the host is never dialled (see setServerFetch).
  baseUrl: typeof window === 'undefined' ? 'http://framehire.internal' : undefined,
  fetch: (request) => (serverFetch ?? globalThis.fetch)(request),
});

type Fetcher = (request: Request) => Promise<Response>;
let serverFetch: Fetcher | undefined;

/**
 * Where a page is written on the server (entry-server.tsx), its calls are answered by the server
 * in the same process, as the visitor who asked for the page, never over the network.
 */
export function setServerFetch(fetcher: Fetcher) {
  serverFetch = fetcher;
}

// Every call says which language the visit is in (the page's `lang`, set by the language
// switcher): a mail asked for while logged out, such as a password reset, is written in it.
api.use({
  onRequest({ request }) {
    if (typeof document === 'undefined') return request;
    const language = document.documentElement.lang;
    if (language) request.headers.set('accept-language', language);
    return request;
  },
});

type ErrorShape = { error?: { code?: unknown; message?: unknown; field?: unknown; [more: string]: unknown } };

type Answer<Data> = { data?: Data; error?: unknown; response: Response };

/**
 * Waits for an `api` call and hands back its data, or throws an ApiError: with the server's
 * code for a refusal, NETWORK when the server could not be reached.
 */
export async function unwrap<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  let answer: Answer<Data>;
  try {
    answer = await call;
  } catch (cause) {
    throw Object.assign(new ApiError(0, NETWORK_ERROR, 'The server could not be reached.'), { cause });
  }
  if (answer.response.ok) return answer.data as Data;
  const error = (answer.error as ErrorShape | undefined)?.error;
  throw new ApiError(
    answer.response.status,
    typeof error?.code === 'string' ? error.code : `HTTP_${answer.response.status}`,
    typeof error?.message === 'string' ? error.message : answer.response.statusText,
    typeof error?.field === 'string' ? error.field : undefined,
    error,
  );
}
