import type { FastifyInstance } from 'fastify';
import type { Access } from '../http/route-policy';

/** One row of the route table: a method and url as registered, and its `config.access` as the policy filled it in. */
export type RouteTableEntry = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, read by the authorization matrix test (auth/authorization-matrix.test.ts). */
    routeTable: RouteTableEntry[];
  }
}

/**
 * The route table: the authorization matrix test checks that every route in it has an entry
 * with the statuses each role gets, so no route (better-auth's, docs, static files) goes unchecked.
 * Registered before any route.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // Fastify gives every GET a HEAD twin (also the '/'-ended copy of a plugin's root route, such
    // as '/api/docs/', which onRoute does not report): such a HEAD answers as its GET does.
    const getUrl = route.url.replace(/(.)\/$/, '$1');
    const hasGet = methods.includes('GET') || routeTable.some((row) => row.method === 'GET' && row.url === getUrl);
    for (const method of methods) {
      if (method !== 'HEAD' || !hasGet) routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });
}
