import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { type Page, pageSchema } from '../../shared/schemas/paging';
import { errorAnswers } from './errors';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Described = { tags: string[]; summary: string; description?: string };

/**
 * A staff list, newest first, one page at a time (`next` passed back as `after`): GET `path` with
 * its filters, for administrators only, answered by `list`. The dashboard's lists (incidents,
 * reviews, rentals, customers, the audit log) are all this one route.
 */
export function adminListRoute<Query extends z.ZodType, Item extends z.ZodType>(
  app: ZodApp,
  path: string,
  described: Described & { querystring: Query; item: Item },
  list: (query: z.output<Query>) => Promise<Page<z.output<Item>>>,
) {
  const { querystring, item, ...words } = described;
  app.get(
    path,
    {
      config: { access: 'admin' },
      schema: { ...words, querystring, response: { 200: pageSchema(item), ...errorAnswers(400, 401, 403) } },
    },
    async (request) => list(request.query as z.output<Query>),
  );
}

/** One record by its id, for administrators: GET `path` (ending in `/:id`), 404 when there is none. */
export function adminRecordRoute<Item extends z.ZodType>(
  app: ZodApp,
  path: string,
  described: Described & { item: Item },
  get: (id: number) => Promise<z.output<Item>>,
) {
  const { item, ...words } = described;
  app.get(
    path,
    {
      config: { access: 'admin' },
      // Fastify cannot resolve a generic schema's reply type: `get`'s own type says what it answers.
      schema: { ...words, params: idParams, response: { 200: item as z.ZodType, ...errorAnswers(400, 401, 403, 404) } },
    },
    async (request) => get((request.params as z.output<typeof idParams>).id),
  );
}
