import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';
import { UNAVAILABLE_RETRY_AFTER } from './unavailable';

export const SHUTTING_DOWN_MESSAGE = 'The shop is stopping for a moment. Please try again shortly.';

/**
 * While the server shuts down (SIGTERM: it finishes the requests it is answering), a request
 * that still reaches it on an open keep-alive connection is refused at once, before any hook
 * reads the database: 503 SHUTTING_DOWN in the one error shape, with Retry-After, and the
 * connection closed so the client's next try opens a new one (to another process, or this
 * shop once it is back). Fastify's own refusal (return503OnClosing) has another shape, so the
 * app turns it off and registers this first, ahead of every other onRequest hook.
 */
export function registerShuttingDownAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER))
      .send(errorBody(503, 'SHUTTING_DOWN', SHUTTING_DOWN_MESSAGE));
  });
}
