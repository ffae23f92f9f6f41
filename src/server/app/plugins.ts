import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAccessControl } from '../auth/access';
import { createReadReplica } from '../db/read-replica';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from '../http/errors';
import { registerShuttingDownAnswer } from '../http/shutting-down';
import { registerOriginCheck } from '../http/origin-check';
import { registerReadYourWrites } from '../http/read-your-writes';
import { deadlineOptions, REQUEST_DEADLINES, refuseEncodedBodies } from '../http/request-deadlines';
import { routePolicyDefaults } from '../http/route-policy';
import { docsPolicy, registerSecurityHeaders } from '../http/security-headers';
import { fastifyTrustProxy } from '../http/trust-proxy';
import { createRateLimiter } from '../rate-limit/counters';
import { rateLimitsWith } from '../rate-limit/limits';
import { registerPerUserLimits } from '../rate-limit/route-limits';
import type { AppDependencies } from './dependencies';
import { registerRouteTable } from './route-table';

/** The Fastify instance, with zod validating requests and writing answers. */
export function createServer(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    bodyLimit: 1024 * 1024,
    ...deadlineOptions({ ...REQUEST_DEADLINES, ...deps.deadlines }),
    clientErrorHandler,
    frameworkErrors,
    // Answered by registerShuttingDownAnswer instead, in the one error shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  registerShuttingDownAnswer(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

export type ShopServer = ReturnType<typeof createServer>;

/**
 * What every route passes through, registered before any route: its policy and the route table,
 * security headers, compression, the API docs, the one error shape, encoded bodies refused, access
 * control, the origin check, per-user limits and read-your-writes. Returns what routes share.
 */
export async function registerPlugins(app: ShopServer, deps: AppDependencies) {
  // Every route's security policy, filled in as it is registered; the hooks read only that (decision 037).
  app.addHook('onRoute', routePolicyDefaults);
  registerRouteTable(app);
  await registerSecurityHeaders(app, deps.origins?.publicUrl);
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Framehire API',
        version: '1.0.0',
        description:
          'Rent photo and film equipment by the day. JSON in camelCase; dates are YYYY-MM-DD; money is a decimal string in euros. Errors: { "error": { "code", "message" } }. Authentication endpoints (better-auth) live under /api/auth.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: docsPolicy });

  registerErrorHandling(app);
  refuseEncodedBodies(app);
  registerAccessControl(app, deps.auth);
  if (deps.origins) registerOriginCheck(app, deps.origins);
  const limiter = createRateLimiter(deps.db);
  const rateLimits = rateLimitsWith(deps.rateLimits);
  registerPerUserLimits(app, limiter, rateLimits);
  const replica =
    deps.readDb && createReadReplica({ primary: deps.db, replica: deps.readDb, log: (m) => app.log.warn(m) });
  if (replica) registerReadYourWrites(app, replica);
  return { limiter, rateLimits, replica };
}

export type SharedPlugins = Awaited<ReturnType<typeof registerPlugins>>;

/**
 * Brotli or gzip, as the client accepts, for answers of 1 kB and more whose type compresses
 * (JSON, HTML, the API docs; not pictures). Brotli at quality 4 costs about what gzip does per
 * answer and still makes them smaller; the build's files come precompressed at full strength.
 */
async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers only: an encoded request body is refused (http/request-deadlines.ts), never inflated.
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
