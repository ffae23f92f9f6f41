import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiTokenHolders } from '../api-tokens';
import { registerAccessControl } from '../auth/access';
import { createReadReplica } from '../db/read-replica';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from '../http/errors';
import { registerShuttingDownAnswer } from '../http/shutting-down';
import { registerOriginCheck } from '../http/origin-check';
import { registerReadYourWrites } from '../db/read-your-writes';
import { deadlineOptions, REQUEST_DEADLINES, refuseEncodedBodies } from '../http/request-deadlines';
import { checksResponses, responseSerializerCompiler } from '../http/response-serializer';
import { routePolicyDefaults } from '../http/route-policy';
import { docsPolicy, registerSecurityHeaders } from '../http/security-headers';
import { fastifyTrustProxy } from '../http/trust-proxy';
import { createRateLimiter } from '../rate-limit/counters';
import { type RateLimits, rateLimitsWith } from '../rate-limit/limits';
import { describeRateLimits, operationLimits } from '../rate-limit/openapi';
import { type PerUserRule, registerApiTokenLimit, registerPerUserLimits } from '../rate-limit/route-limits';
import type { AppDependencies } from './dependencies';
import { registerRouteTable } from './route-table';

/**
 * The Fastify instance, with zod validating requests, and answers written by serializers compiled
 * from the routes' zod schemas, checked by zod as well in tests and development (decision 057).
 */
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
  app.setSerializerCompiler(responseSerializerCompiler(deps.checkResponses ?? checksResponses(process.env.NODE_ENV)));
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
  const rateLimits = rateLimitsWith(deps.rateLimits);
  await app.register(fastifySwagger, openApiOptions(rateLimits));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformStaticCSP: docsPolicy });

  registerErrorHandling(app);
  refuseEncodedBodies(app);
  registerAccessControl(app, deps.auth, apiTokenHolders(deps.db));
  if (deps.origins) registerOriginCheck(app, deps.origins);
  const limiter = createRateLimiter(deps.db);
  registerApiTokenLimit(app, limiter, rateLimits);
  registerPerUserLimits(app, limiter, rateLimits);
  const replica =
    deps.readDb && createReadReplica({ primary: deps.db, replica: deps.readDb, log: (m) => app.log.warn(m) });
  if (replica) registerReadYourWrites(app, replica);
  return { limiter, rateLimits, replica };
}

export type SharedPlugins = Awaited<ReturnType<typeof registerPlugins>>;

/**
 * The OpenAPI document (/api/docs): how to authenticate (the session cookie, or an
 * administrator's API token as Bearer, decision 055), and the rate limits, in the description
 * and per operation as `x-ratelimit`, from the limits the server applies.
 */
function openApiOptions(rateLimits: RateLimits) {
  return {
    openapi: {
      info: {
        title: 'Framehire API',
        version: '1.0.0',
        description: [
          'Rent photo and film equipment by the day. JSON in camelCase; dates are YYYY-MM-DD; money is a decimal string in euros. Errors: { "error": { "code", "message" } }. Authentication endpoints (better-auth) live under /api/auth.',
          'Authentication: the session cookie, or an administrator\'s personal API token as `Authorization: Bearer fh_…`; what a token may do, and when it is refused: docs/api.md, "The whole API".',
          describeRateLimits(rateLimits),
        ].join('\n\n'),
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey' as const,
            in: 'cookie' as const,
            name: 'better-auth.session_token',
            description: 'The session of a signed-in person (named __Secure-better-auth.session_token on HTTPS).',
          },
          apiToken: {
            type: 'http' as const,
            scheme: 'bearer',
            description: "An administrator's personal API token (fh_ and 43 characters).",
          },
        },
      },
      security: [{ session: [] }, { apiToken: [] }] as Record<string, string[]>[],
    },
    transform: (input: Parameters<typeof jsonSchemaTransform>[0]) => {
      const transformed = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as {
        access?: string;
        sessionOnly?: boolean;
        perUserLimit?: PerUserRule;
      };
      const tokenUsable = !input.url.startsWith('/api/auth/') && !config.sessionOnly;
      const limits = operationLimits({ url: input.url, perUserLimit: config.perUserLimit, tokenUsable }, rateLimits);
      const schema: Record<string, unknown> = { ...transformed.schema };
      if (limits.length > 0) schema['x-ratelimit'] = limits;
      // A public route works without either; on /api/auth and the token routes a token is refused.
      const schemes = tokenUsable ? [{ session: [] }, { apiToken: [] }] : [{ session: [] }];
      if (config.access === 'public') schema.security = [{}, ...schemes];
      else if (!tokenUsable) schema.security = schemes;
      return { ...transformed, schema };
    },
  };
}

/**
 * Brotli or gzip, as the client accepts, for answers of 1 kB and more whose type compresses
 * (JSON, HTML, the API docs; not pictures). Brotli at quality 4 costs about what gzip does per
 * answer and still makes them smaller; the build's files come precompressed at full strength.
 * An answer already in memory up to COMPRESS_IN_ONE_GO is compressed in one call: the plugin's
 * own limit on a 2-core machine is 8 kB, which sends a catalogue page (8–9 kB) through a stream
 * pipeline and a chunked answer, a fifth of that request's CPU; one call costs a
 * fraction of that, and at quality 4 takes well under a millisecond for 64 kB.
 */
const COMPRESS_IN_ONE_GO = 64 * 1024;

async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: COMPRESS_IN_ONE_GO,
    // Answers only: an encoded request body is refused (http/request-deadlines.ts), never inflated.
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
