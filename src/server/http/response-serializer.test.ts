import Fastify from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productPageSchema } from '../../shared/schemas/catalog';
import { insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { checksResponses, responseSerializerCompiler, routesWrittenByZod } from './response-serializer';

/*
 * Answers are written by serializers compiled from the routes' schemas (decision 057). They must
 * write only the listed fields, as zod's check did, in production (no check) as in tests.
 */

const authorSchema = z.object({ id: z.number().int(), name: z.string() });
const reviewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: authorSchema,
  replies: z.array(z.object({ author: authorSchema, text: z.string() })),
  rating: z.number().int().nullable(),
});

/** What a careless query could hand a public route: the whole user row, at every depth. */
const userRow = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  passwordHash: '$argon2id$v=19$secret',
  isAdmin: true,
};

function serverWith(check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(check));
  app.get('/review', { schema: { response: { 200: reviewSchema } } }, async () => ({
    id: 1,
    text: 'Great lens',
    author: userRow,
    replies: [{ author: userRow, text: 'Thanks', internalNote: 'refund them' }],
    rating: null,
    customerEmail: 'ana@example.com',
  }));
  app.get('/broken', { schema: { response: { 200: reviewSchema } } }, async () => ({ id: 'one' }) as never);
  return app;
}

describe.each([
  ['production (no check)', false],
  ['tests (checked by zod)', true],
])('an answer written %s', (_mode, check) => {
  it('holds only the fields its schema lists, at every depth: no e-mail, password hash or note leaks', async () => {
    const app = serverWith(check);
    const response = await app.inject({ method: 'GET', url: '/review' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '{"id":1,"text":"Great lens","author":{"id":7,"name":"Ana"},"replies":[{"author":{"id":7,"name":"Ana"},"text":"Thanks"}],"rating":null}',
    );
    for (const secret of ['ana@example.com', 'argon2id', 'isAdmin', 'refund'])
      expect(response.body).not.toContain(secret);
    await app.close();
  });
});

it('is refused where answers are checked when it does not match its schema', async () => {
  const app = serverWith(true);
  const response = await app.inject({ method: 'GET', url: '/broken' });
  expect(response.statusCode).toBe(500);
  await app.close();
});

describe('the shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes a catalogue page exactly as zod wrote it, and compiles nearly every route', async () => {
    const product = await insertProduct(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=5' });
    expect(response.statusCode).toBe(200);
    // The tests run checked: the compiled writer's bytes were compared with zod's on the way out.
    expect(checksResponses(process.env.NODE_ENV)).toBe(true);
    expect(response.body).toBe(JSON.stringify(productPageSchema.parse(response.json())));
    expect(response.json().items.map((item: { id: number }) => item.id)).toContain(product.id);
    // Those zod writes itself, because their schema has no JSON schema a serializer could compile.
    expect(routesWrittenByZod()).toEqual([]);
  });
});
