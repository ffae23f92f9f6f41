import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { pathSpellings } from '../test/path-spellings';
import {
  type Entry,
  type Role,
  roles,
  type Scene,
  signInRoles,
  type SignedInRole,
  staffExpected,
  staffMatrixRoles,
  type StaffMatrixRole,
} from '../test/authorization-matrix';
import { matrix } from '../test/matrix';
import { roleHeaders } from '../test/role-headers';

/*
 * The authorization matrix again, over a real socket, with every route's path written in other
 * ways (percent-encoded letters and slashes, //, /./, a trailing /, upper case, ;params, an
 * absolute-form request line): each spelling either matches the route and gets that route's
 * checks, or matches nothing and is 404. A role the matrix denies is denied under every spelling;
 * an answer about a signed-in person is never cacheable; a change from another site's page is
 * refused however its path is written.
 */

let t: TestApp;
let scene: Scene;
let cookies: Record<SignedInRole, string>;
let staffCookies: Record<StaffMatrixRole, string>;
let base: string;
const shop = 'http://localhost:3000';

beforeAll(async () => {
  // Every route books for the same customers: the cap on open rentals (against strangers) is not what it checks.
  t = await createTestApp({ bookingLimits: { maxOpenRentals: 1_000 } });
  ({ cookies, staffCookies, scene } = await signInRoles(t));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Kept-alive connections: some 9,000 requests, each opening a socket of its own, spent their time on handshakes. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => agent.destroy());

/** One request with `target` written on the request line exactly as given (no client normalizes it). */
function send(method: string, target: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, method, path: target, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const headersOf = (role: Role, entry: Entry) => roleHeaders(role, entry, { origin: shop, cookies, scene });

const bodyOf = (payload: object | undefined): { body?: Buffer; type?: string } =>
  payload === undefined
    ? {}
    : Buffer.isBuffer(payload)
      ? { body: payload }
      : { body: Buffer.from(JSON.stringify(payload)), type: 'application/json' };

/** The status a denial must keep under another spelling: the access hook's own, or 404 (no route). */
const isAccessDenial = (status: number) => status === 401 || status === 403;
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let calls = 0;

describe('the reported hole', () => {
  it('GET /%61pi/admin/users with no cookie is refused, as /api/admin/users is', async () => {
    for (const target of ['/%61pi/admin/users?limit=100', '/ap%69/admin/users?limit=100', `${base}/api/admin/users`]) {
      const answer = await send('GET', target, {});
      expect(answer.status, target).toBe(401);
      expect(answer.body).not.toContain('customer-a@example.com');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe.each(matrix)('$route spelled otherwise', (entry) => {
  const [method, routeUrl] = entry.route.split(' ') as [string, string];
  it.each(roles)('as %s', async (role) => {
    const request = entry.request ? await entry.request(scene, role) : { url: routeUrl };
    const [path, query] = request.url.split(/\?(.*)/s) as [string, string | undefined];
    const expected = entry.expect[role];
    const spellings = pathSpellings(path, base);
    // A read changes nothing: its spellings are asked at once, and checked in turn below.
    const reads =
      method === 'GET' && !entry.freshSession
        ? await Promise.all(
            spellings.map(async (spelling) => {
              const target = query === undefined ? spelling.path : `${spelling.path}?${query}`;
              return send(method, target, { ...(await headersOf(role, entry)), ...request.headers });
            }),
          )
        : null;
    for (const [index, spelling] of spellings.entries()) {
      const target = query === undefined ? spelling.path : `${spelling.path}?${query}`;
      const { body, type } = bodyOf(request.payload);
      const headers = {
        ...(await headersOf(role, entry)),
        ...(type ? { 'content-type': type } : {}),
        ...request.headers,
      };
      const answer = reads?.[index] ?? (await send(method, target, headers, body));
      calls += 1;
      const said = `${method} ${target} as ${role} (${spelling.name}; the route answers ${expected}) answered ${answer.status}: ${answer.body.slice(0, 200)}`;
      expect(answer.status, said).toBeLessThan(500);
      if (isAccessDenial(expected)) expect([expected, 404], said).toContain(answer.status);
      else if (expected >= 400) expect(answer.status, said).toBeGreaterThanOrEqual(400);
      const aboutSomeone = role !== 'anonymous' && path.startsWith('/api/') && !path.startsWith('/api/docs');
      if (aboutSomeone && answer.status < 300) expect(answer.headers['cache-control'], said).toBe('no-store');

      if (CHANGES.has(method) && role !== 'anonymous') {
        const foreign = await send(method, target, { ...headers, origin: 'https://evil.example' }, body);
        calls += 1;
        const from = `${method} ${target} as ${role} from another site answered ${foreign.status}: ${foreign.body.slice(0, 200)}`;
        expect([403, 404], from).toContain(foreign.status);
      }
    }
  });
});

/*
 * Staff below the owner (decision 092): every staff route their role is denied stays denied under
 * every spelling (403, or 404 when the spelling matches no route). What their role allows runs
 * the owner's call on the same matched route, which the owner's rows above spell out.
 */
const deniedToStaff = matrix.flatMap((entry) =>
  staffMatrixRoles.filter((role) => staffExpected(entry, role) === 403).map((role) => ({ entry, role })),
);

describe.each(deniedToStaff)('$entry.route spelled otherwise, denied to $role', ({ entry, role }) => {
  const [method, routeUrl] = entry.route.split(' ') as [string, string];
  it('stays denied', async () => {
    const request = entry.request ? await entry.request(scene, 'admin') : { url: routeUrl };
    const [path, query] = request.url.split(/\?(.*)/s) as [string, string | undefined];
    const { body, type } = bodyOf(request.payload);
    const headers = {
      origin: shop,
      cookie: staffCookies[role],
      ...(type ? { 'content-type': type } : {}),
      ...request.headers,
    };
    const answers = await Promise.all(
      pathSpellings(path, base).map(async (spelling) => {
        const target = query === undefined ? spelling.path : `${spelling.path}?${query}`;
        return { target, answer: await send(method, target, headers, body) };
      }),
    );
    for (const { target, answer } of answers) {
      calls += 1;
      expect(
        [403, 404],
        `${method} ${target} as ${role} answered ${answer.status}: ${answer.body.slice(0, 200)}`,
      ).toContain(answer.status);
    }
  });
});

describe('the spellings', () => {
  it('were all sent', () => {
    expect(calls).toBeGreaterThan(matrix.length * roles.length * 10);
    console.log(
      `authorization matrix over a socket: ${matrix.length} routes x ${roles.length} roles x ${pathSpellings('/api/a/b', base).length} spellings (${calls} requests, with the cross-site changes)`,
    );
  });
});
