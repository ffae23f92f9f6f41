/** Error thrown for any non-2xx answer; `code` is the server's machine-readable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { error?: { code?: string; message?: string }; code?: string; message?: string };

/**
 * Reads the two error shapes the server answers with: ours, `{ error: { code, message } }`,
 * and better-auth's, `{ code, message }`, under /api/auth.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message = body.error?.message ?? body.message ?? response.statusText;
  return new ApiError(response.status, code, message);
}

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json: json ?? {} }),
  patch: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PATCH', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
