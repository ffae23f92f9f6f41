import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../scripts/openapi-document';
import { DEFAULT_RATE_LIMITS } from '../rate-limit/limits';

/** The OpenAPI document tells scripts how to authenticate and how fast they may go (issue 32). */
describe('the OpenAPI document', () => {
  it('has the session cookie and the Bearer token as security schemes, and each operation its rate limits', async () => {
    const document = (await buildOpenApiDocument()) as unknown as {
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown; 'x-ratelimit'?: { limit: number; per: string }[] }>>;
    };
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey' });
    expect(document.info.description).toContain('Requests with one API token');

    const perToken = { limit: DEFAULT_RATE_LIMITS.requestsPerApiToken.limit, per: 'API token' };
    expect(document.paths['/api/admin/exports/rentals.csv']!.get!['x-ratelimit']).toEqual([
      expect.objectContaining(perToken),
    ]);
    expect(document.paths['/api/orders']!.post!['x-ratelimit']).toEqual([
      expect.objectContaining({ limit: DEFAULT_RATE_LIMITS.bookingsPerUser.limit, per: 'user' }),
      expect.objectContaining(perToken),
    ]);
    const signIn = document.paths['/api/auth/sign-in/email']!.post!;
    expect(signIn['x-ratelimit']!.map((limit) => limit.per)).toEqual(['client IP', 'account and client IP', 'account']);
    expect(signIn.security).toEqual([{}, { session: [] }]);
    expect(document.paths['/api/admin/api-tokens']!.post!.security).toEqual([{ session: [] }]);
  });
});
