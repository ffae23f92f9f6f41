import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAccessControl } from './auth/access';
import type { Auth } from './auth/auth';
import { registerAuthRoutes } from './auth/routes';
import { availabilityRoutes } from './catalog/availability-routes';
import { createAvailabilityService } from './catalog/availability-service';
import { catalogRoutes } from './catalog/routes';
import { createCatalogService } from './catalog/service';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { incidentRoutes } from './incidents/routes';
import { createIncidentService } from './incidents/service';
import type { Mailer } from './mail/mailer';
import { rentalRoutes } from './rentals/routes';
import { createRentalService } from './rentals/service';
import { registerErrorHandling } from './http/errors';
import { reviewRoutes } from './reviews/routes';
import { createReviewService } from './reviews/service';
import { userRoutes } from './users/routes';

export type AppDependencies = {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  dataDir: string;
  /** The built web app (dist/web); when absent only the API is served. */
  webRoot?: string;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandling(app);
  registerAccessControl(app, deps.auth);
  registerAuthRoutes(app, deps.auth);
  await app.register(healthRoutes(deps.db));
  await app.register(userRoutes);
  await app.register(catalogRoutes(createCatalogService(deps.db)));
  await app.register(availabilityRoutes(createAvailabilityService(deps.db)));
  await app.register(reviewRoutes(createReviewService(deps.db)));
  await app.register(rentalRoutes(createRentalService(deps.db), deps.mailer));
  await app.register(incidentRoutes(createIncidentService(deps.db)));

  const uploads = join(deps.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });

  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/products/3, /account/profile) are answered by the web app.
    if (webRoot && request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` } });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
