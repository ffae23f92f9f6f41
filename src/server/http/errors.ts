import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** An error a route throws on purpose: its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Every error leaves as `{ error: { code, message } }`; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : undefined;
      const where = error.validationContext ?? 'body';
      const message = issue ? `${field ? `${field}: ` : `${where}: `}${issue.message}` : 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message, field: field || undefined } });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: STATUS_CODES[status] ?? error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } });
  });
}
