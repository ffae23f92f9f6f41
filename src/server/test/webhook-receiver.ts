import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { path: string; headers: IncomingHttpHeaders; body: string; answeredWith: number };

/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request it got, and answers
 * 200, or what `answerNext` queued (a 500 for the next request, to see the retry).
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const queued: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = queued.shift() ?? 200;
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answeredWith: status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'thanks' : 'receiver is down for a moment');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The status codes the next requests get, in turn; 200 after them. */
    answerNext: (...statuses: number[]) => queued.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
