import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, ForbiddenAddressError, guardedLookup } from './address-guard';

/** What one try got: an answer (any status), or none and why. */
export type PostOutcome =
  | { kind: 'answer'; statusCode: number; excerpt: string; durationMs: number }
  | { kind: 'no-answer'; error: string; durationMs: number };

/** How much of an answer's body is kept to show; more is not read. */
export const EXCERPT_MAX = 500;
const READ_MAX = 16 * 1024;

/**
 * POSTs a delivery once: no redirect followed (a 3xx is an answer, not a success), no pooled
 * connection, one deadline over connecting, sending and reading, and the connection made only
 * to an address the guard checked (address-guard.ts).
 */
export function postOnce(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivateNetworks: boolean; timeoutMs: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const fail = (error: unknown) =>
      resolve({ kind: 'no-answer', error: describe(error, options.timeoutMs), durationMs: elapsed() });
    try {
      checkLiteralHost(url, options.allowPrivateNetworks);
    } catch (error) {
      fail(error);
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: guardedLookup(options.allowPrivateNetworks),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const finish = () => {
        const text = Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '');
        resolve({
          kind: 'answer',
          statusCode: response.statusCode ?? 0,
          excerpt: text.slice(0, EXCERPT_MAX),
          durationMs: elapsed(),
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read += chunk.length;
        if (read >= READ_MAX) finish();
      });
      response.on('end', finish);
      // The status is in: a body cut short by the deadline still counts as this answer.
      response.on('error', finish);
    });
    request.end(body);
  });
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof ForbiddenAddressError) return `refused: ${error.message}`;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR')
    return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  if (message && /private, loopback or link-local/.test(message)) return `refused: ${message}`;
  return (code ? `${code}: ${message ?? ''}` : (message ?? 'the request failed')).slice(0, 300);
}
