import { expect } from 'vitest';
import { exportNames } from '../../../shared/schemas/exports';
import { hashApiToken, newApiToken } from '../../api-tokens/tokens';
import { apiTokens } from '../../api-tokens/schema';
import { adminOnly, type Entry, type Scene } from '../authorization-matrix';

/** A fresh token of the administrator's, for a call that revokes one. */
async function newToken(s: Scene) {
  const token = newApiToken();
  const [row] = await s.t.db
    .insert(apiTokens)
    .values({
      userId: s.users.admin.id,
      name: 'Matrix',
      scope: 'read',
      tokenHash: hashApiToken(token),
      lastFour: token.slice(-4),
    })
    .returning({ id: apiTokens.id });
  return row!;
}

/** CSV exports, reports and API tokens: administrators only, with a session for the tokens. */
export const exportsAndTokensMatrix: Entry[] = [
  // The owner's reports (decision 093), JSON and CSV, over a month of the scene's bookings.
  ...['revenue', 'revenue.csv', 'utilisation', 'utilisation.csv'].map(
    (report): Entry => ({
      route: `GET /api/admin/reports/${report}`,
      request: (s) => ({ url: `/api/admin/reports/${report}?from=${s.today}&to=${s.today}` }),
      expect: adminOnly(200),
    }),
  ),
  ...exportNames.map((name): Entry => ({
    route: `GET /api/admin/exports/${name}.csv`,
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin') expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    },
  })),
  {
    route: 'POST /api/admin/api-tokens',
    request: () => ({ url: '/api/admin/api-tokens', payload: { name: 'Matrix script', scope: 'read' } }),
    expect: adminOnly(201),
  },
  { route: 'GET /api/admin/api-tokens', expect: adminOnly(200) },
  {
    route: 'DELETE /api/admin/api-tokens/:id',
    request: async (s) => ({ url: `/api/admin/api-tokens/${(await newToken(s)).id}` }),
    expect: adminOnly(204),
  },
];
