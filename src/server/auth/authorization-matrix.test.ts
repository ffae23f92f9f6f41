import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { RouteTableEntry } from '../app/route-table';
import { createMailer } from '../mail/mailer';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  type Call,
  signInRoles,
  type Entry,
  type Role,
  roles,
  type Scene,
  type SignedInRole,
  staffExpected,
  staffMatrixRoles,
  type StaffMatrixRole,
} from '../test/authorization-matrix';
import { matrix } from '../test/matrix';
import { roleHeaders } from '../test/role-headers';
import { routePermissions } from '../http/route-permissions';

/*
 * Every route of the server, as its own route table lists it, called by an anonymous visitor,
 * customer A (who owns the records the calls use), customer B and an administrator, each answer
 * checked against authorization-matrix.ts. A route without an entry there fails the first test.
 */

let t: TestApp;
let scene: Scene;
let cookies: Record<SignedInRole, string>;
let staffCookies: Record<StaffMatrixRole, string>;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  // Every route books for the same customers: the cap on open rentals (against strangers) is not what it checks.
  t = await createTestApp({ bookingLimits: { maxOpenRentals: 1_000 } });
  ({ cookies, staffCookies, scene } = await signInRoles(t));
});
afterAll(() => t?.close());

/**
 * Four people on four machines: each role calls from its own address, so better-auth's limits per
 * address and endpoint (three verification mails a minute) count the roles' calls apart.
 */
const addressOf: Record<Role, string> = {
  anonymous: '203.0.113.1',
  customerA: '203.0.113.2',
  customerB: '203.0.113.3',
  admin: '203.0.113.4',
};

/** `inject` as `role`, failing on any 5xx: no call of the matrix may break the server. */
async function send(role: Role, options: Parameters<Call>[0], app: App = t.app) {
  const response = await app.inject({ ...options, method: options.method as 'GET', remoteAddress: addressOf[role] });
  const answer = `${options.method} ${options.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, answer).toBeLessThan(500);
  return response;
}

const staffAddressOf: Record<StaffMatrixRole, string> = {
  counter: '203.0.113.5',
  accountant: '203.0.113.6',
  manager: '203.0.113.7',
};

const routeKey = (row: RouteTableEntry) => `${row.method} ${row.url}`;
const split = (route: string) => route.split(' ') as [method: string, url: string];

const headersOf = (role: Role, entry: Pick<Entry, 'freshSession'> = {}) =>
  roleHeaders(role, entry, { origin, cookies, scene, send: (options) => send(role, options) });

describe('the route table', () => {
  it('has exactly one matrix entry per route', () => {
    const routes = t.app.routeTable.map(routeKey);
    const entries = matrix.map((entry) => entry.route);
    const withoutEntry = routes.filter((route) => !entries.includes(route));
    const withoutRoute = entries.filter((route) => !routes.includes(route));
    const twice = entries.filter((route, index) => entries.indexOf(route) !== index);
    expect(withoutEntry, 'routes without an entry in test/authorization-matrix.ts').toEqual([]);
    expect(withoutRoute, 'matrix entries naming no route').toEqual([]);
    expect(twice, 'matrix entries listed twice').toEqual([]);
    // Every permission of the table names a route (registration refuses a staff route without one).
    const stale = Object.keys(routePermissions).filter((route) => !routes.includes(route));
    expect(stale, 'http/route-permissions.ts entries naming no route').toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
    console.log(`authorization matrix: ${routes.length} routes x ${roles.length} roles`);
  });
});

describe.each(matrix)('$route', (entry) => {
  const [method, routeUrl] = split(entry.route);
  it.each(roles)(`as %s`, async (role) => {
    if (!entry.request && routeUrl.includes(':')) {
      throw new Error(`${entry.route}: give the entry a request() with its parameters`);
    }
    const request = entry.request ? await entry.request(scene, role) : { url: routeUrl };
    const headers = { ...(await headersOf(role, entry)), ...request.headers };
    const call: Call = (options) => send(role, options);
    const response = await call({ method, url: request.url, payload: request.payload, headers });
    const answer = `${method} ${request.url} as ${role}: ${response.body.slice(0, 300)}`;
    expect(response.statusCode, answer).toBe(entry.expect[role]);
    await entry.check?.(response, { role, scene, headers, call });
  });
});

describe.each(matrix)('$route, for staff below the owner', (entry) => {
  const [method, routeUrl] = split(entry.route);
  it.each(staffMatrixRoles)('as %s', async (role) => {
    // Built as the owner's call is: the scene's records and fresh ones are the same for any staff.
    const request = entry.request ? await entry.request(scene, 'admin') : { url: routeUrl };
    const headers = { origin, cookie: staffCookies[role], ...request.headers };
    // better-auth's own endpoints (sign-in, sign-out, passwords, sessions) read no role: a staff
    // member's account is a user's there, which the customers' rows cover.
    if (routeUrl.startsWith('/api/auth/')) return;
    const remoteAddress = staffAddressOf[role];
    const response = await t.app.inject({
      method: method as 'GET',
      url: request.url,
      payload: request.payload,
      headers,
      remoteAddress,
    });
    const answer = `${method} ${request.url} as ${role}: ${response.body.slice(0, 300)}`;
    expect(response.statusCode, answer).toBeLessThan(500);
    expect(response.statusCode, answer).toBe(staffExpected(entry, role));
  });
});

describe("better-auth's endpoints", () => {
  it('answer 404 unless auth/routes.ts exposes them, to a visitor and to a customer alike', async () => {
    const endpoints = Object.values(t.auth.api).flatMap((endpoint) => {
      const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
      // Without a path an endpoint is for server code only (setPassword): no request reaches it.
      if (!path) return [];
      const methods = [options?.method ?? []].flat().flatMap((method) => (method === '*' ? ['GET', 'POST'] : [method]));
      return methods.map((method) => `${method} /api/auth${path}`);
    });
    const exposed = t.app.routeTable.map(routeKey).filter((route) => split(route)[1].startsWith('/api/auth/'));
    expect(
      exposed.filter((route) => !endpoints.includes(route)),
      'exposed routes better-auth does not have',
    ).toEqual([]);

    const hidden = [...new Set(endpoints)].filter((route) => !exposed.includes(route));
    for (const endpoint of hidden) {
      const [method, path] = split(endpoint);
      const url = path.replace(/:\w+/g, 'x');
      for (const role of ['anonymous', 'customerA'] as const) {
        const payload = method === 'GET' ? undefined : {};
        const response = await send(role, { method, url, headers: await headersOf(role), payload });
        expect.soft(response.statusCode, `${method} ${url} as ${role}`).toBe(404);
      }
    }
    console.log(`better-auth: ${exposed.length} endpoints exposed, ${hidden.length} answering 404`);
    expect(hidden).toContain('POST /api/auth/update-user');
    expect(hidden).toContain('GET /api/auth/get-session');
  });
});

describe('with the built web app', () => {
  it('serves its files and the uploads to everyone, and adds no other route', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'framehire-matrix-'));
    const webRoot = join(dir, 'web');
    const dataDir = join(dir, 'data');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};');
    writeFileSync(join(dataDir, 'uploads', 'lens.webp'), 'not really a picture');
    const mailer = createMailer({
      smtpUrl: t.mailbox.url,
      from: 'Framehire <test@framehire.test>',
      dataDir,
      log: () => {},
    });
    const storage = createLocalDiskStorage(dataDir);
    const app = await buildApp({ db: t.db, auth: t.auth, mailer, calendar: t.calendar, dataDir, storage, webRoot });
    try {
      // The web root adds a route per file; every other route is the matrix's.
      const matrixRoutes = new Set(t.app.routeTable.map(routeKey));
      const added = app.routeTable.map(routeKey).filter((route) => !matrixRoutes.has(route));
      expect(added.sort()).toEqual(['GET /assets/app.js', 'GET /index.html']);
      // '/account/rentals' has no route: the not-found handler answers it with the web app's page.
      for (const url of ['/assets/app.js', '/index.html', '/uploads/lens.webp', '/account/rentals']) {
        for (const role of roles) {
          const response = await send(role, { method: 'GET', url, headers: await headersOf(role) }, app);
          expect(response.statusCode, `GET ${url} as ${role}`).toBe(200);
          if (!url.includes('.') || url.endsWith('.html')) expect(response.body).toContain('framehire-shop-time-zone');
        }
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
