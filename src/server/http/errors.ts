import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  TooLargeError,
  UnprocessableError,
  UnsupportedMediaError,
  type LineRefusal,
} from '../domain-errors';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER, unavailableCause } from './unavailable';
import { orderLineRefusalSchema } from '../../shared/schemas/order';
import { refusalDetailFields } from '../../shared/schemas/refusal';
import type { RefusalDetail } from '../../shared/refusal-reasons';

/** An HTTP-level refusal (authentication, access): its status, code and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    /** An order's refused lines (orderLineRefusalSchema): what each one needs before it can be booked. */
    lines: z.array(orderLineRefusalSchema).optional(),
    ...refusalDetailFields,
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  503: 'UNAVAILABLE',
};

const MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This content type is not accepted.',
  431: 'The request headers are too large.',
  503: UNAVAILABLE_MESSAGE,
};

export function errorBody(
  status: number,
  code?: string,
  message?: string,
  field?: string,
  lines?: LineRefusal[],
  detail?: RefusalDetail,
): ErrorBody {
  return {
    error: {
      code: code ?? STATUS_CODES[status] ?? 'BAD_REQUEST',
      message: message ?? MESSAGES[status] ?? 'The request cannot be answered.',
      ...(field ? { field } : {}),
      ...(lines ? { lines } : {}),
      ...(detail ?? {}),
    },
  };
}

function domainStatus(error: DomainError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof TooLargeError) return 413;
  if (error instanceof UnsupportedMediaError) return 415;
  if (error instanceof UnprocessableError) return 422;
  return 400;
}

/** Every error leaves as `{ error: { code, message, field? } }`; a 5xx never shows its internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = error.validationContext ?? 'body';
      // A field the schema does not know (strict bodies) is named by the issue's keys.
      const unknownKeys = (issue?.params as { keys?: unknown } | undefined)?.keys;
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = path || (Array.isArray(unknownKeys) ? String(unknownKeys[0]) : where);
      const message = issue ? `${field}: ${issue.message}` : 'Invalid request';
      return reply.status(400).send(errorBody(400, 'VALIDATION_ERROR', message, field));
    }
    const failure: unknown = error;
    if (failure instanceof DomainError) {
      const field =
        failure instanceof InvalidInputError || failure instanceof ConflictError ? failure.field : undefined;
      return reply
        .status(domainStatus(failure))
        .send(errorBody(domainStatus(failure), failure.code, failure.message, field, failure.lines, failure.detail));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, 413, 415, …) keep their status, in our shape and words.
      return reply.status(status).send(errorBody(status, STATUS_CODES[status], MESSAGES[status] ?? error.message));
    }
    const cause = unavailableCause(error);
    if (cause) {
      request.log.error(
        { err: error },
        cause === 'disk' ? 'request failed: a disk is full' : 'request failed: the database cannot be reached',
      );
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER)).send(errorBody(503));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', 'Something went wrong on our side.'));
  });
}

/**
 * Errors Node's HTTP parser finds before Fastify has a request (a header block over the limit,
 * a malformed request line): answered on the socket in the same JSON shape.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (!socket.writable) return socket.destroy(error);
  const code = (error as NodeJS.ErrnoException).code;
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/**
 * Refusals Fastify makes before routing (an address that is not valid UTF-8, a path segment
 * over maxParamLength): the same shape as every other error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, routeReply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const reply = routeReply as FastifyReply;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify(
        errorBody(status, STATUS_CODES[status], status === 400 ? 'The address is not valid.' : MESSAGES[status]),
      ),
    );
};

/**
 * The error answers a route documents, each in the one error shape: `response: { 200: orderSchema,
 * ...errorAnswers(400, 401, 403) }`.
 */
export function errorAnswers<const Statuses extends readonly number[]>(
  ...statuses: Statuses
): { [Status in Statuses[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [Status in Statuses[number]]: typeof errorBodySchema;
  };
}
