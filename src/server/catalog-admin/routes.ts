import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { priceTemplateInputSchema, priceTemplateSchema } from '../../shared/schemas/price-template';
import type { PriceTemplateAdmin } from './price-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminProductSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  itemInputSchema,
  itemListQuerySchema,
  itemSchema,
  itemServiceInputSchema,
  itemServiceSchema,
  productAdminListQuerySchema,
  productInputSchema,
} from '../../shared/schemas/catalog-admin';
import { idParams } from '../../shared/schemas/input';
import { pageSchema } from '../../shared/schemas/paging';
import { type Actor, actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import type { CategoryAdmin } from './categories';
import type { ItemAdmin } from './items';
import type { Maintenance } from './maintenance';
import type { ProductAdmin } from './products';

const errors = {
  ...errorAnswers(400, 401, 403, 404, 409),
};

/**
 * The same five routes for each of the catalogue's records: a page of the list, one by id,
 * create, edit (the whole record, as the form shows it) and delete. Administrators only.
 * The zod type provider cannot infer through generics, so the request parts are typed here from
 * the very schemas Fastify validates them with.
 */
function crudRoutes<Input extends z.ZodType, Query extends z.ZodType, Record extends z.ZodType>(options: {
  path: string;
  noun: string;
  input: Input;
  query: Query;
  record: Record;
  listDescription: string;
  service: {
    list(query: z.infer<Query>): Promise<{ items: z.infer<Record>[]; next: string | null }>;
    get(id: number): Promise<z.infer<Record>>;
    create(actor: Actor, input: z.infer<Input>): Promise<z.infer<Record>>;
    update(actor: Actor, id: number, input: z.infer<Input>): Promise<z.infer<Record>>;
    remove(actor: Actor, id: number): Promise<void>;
  };
}): FastifyPluginAsync {
  const { path, noun, service } = options;
  type Params = { id: number };
  const tags = ['catalogue', 'admin'];
  // Who made the change, for the audit log the services write in the change's transaction.
  const actor = (request: FastifyRequest) => actorOf(requireUser(request));
  return async (app) => {
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `${noun}s, one page at a time`,
          description: `${options.listDescription} Pass \`next\` as \`after\` for the following page.`,
          querystring: options.query,
          response: { 200: pageSchema(options.record), ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => service.list(request.query as z.infer<Query>),
    );
    app.get(
      `${path}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `A ${noun.toLowerCase()} by id`,
          params: idParams,
          response: { 200: options.record, ...errors },
        },
      },
      async (request) => service.get((request.params as Params).id),
    );
    app.post(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Create a ${noun.toLowerCase()}`,
          body: options.input,
          response: { 201: options.record, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actor(request), request.body as z.infer<Input>)),
    );
    app.put(
      `${path}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Edit a ${noun.toLowerCase()}`,
          params: idParams,
          body: options.input,
          response: { 200: options.record, ...errors },
        },
      },
      async (request) => service.update(actor(request), (request.params as Params).id, request.body as z.infer<Input>),
    );
    app.delete(
      `${path}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: `Delete a ${noun.toLowerCase()} nothing depends on (409 says what does)`,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(actor(request), (request.params as Params).id);
        return reply.status(204).send(null);
      },
    );
  };
}

export function catalogAdminRoutes(services: {
  categories: CategoryAdmin;
  products: ProductAdmin;
  items: ItemAdmin;
  priceTemplates: PriceTemplateAdmin;
  maintenance: Maintenance;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      crudRoutes({
        path: '/api/admin/price-templates',
        noun: 'Price template',
        input: priceTemplateInputSchema,
        query: z.strictObject({}),
        record: priceTemplateSchema,
        listDescription:
          'All of them, in name order, each with how many products follow it. A template is duration prices as percentages of the daily price (docs/pricing.md): each product that follows it (`priceTemplateId` on the product) gets them as its own duration prices, written by the database when it is assigned, when its daily price changes and when the template changes; what was booked keeps its booked price. Deleting a template leaves its products the duration prices it gave them. 409 PRICE_TEMPLATE_EXISTS for a name taken.',
        service: services.priceTemplates,
      }),
    );
    await app.register(
      crudRoutes({
        path: '/api/admin/categories',
        noun: 'Category',
        input: categoryInputSchema,
        query: categoryListQuerySchema,
        record: adminCategorySchema,
        listDescription:
          'In name order. `parent=top` lists the top-level categories, `parent={id}` its children; `q` searches the name; `name` matches one name exactly (any case), to tell a form it is taken.',
        service: services.categories,
      }),
    );
    await app.register(
      crudRoutes({
        path: '/api/admin/products',
        noun: 'Product',
        input: productInputSchema,
        query: productAdminListQuerySchema,
        record: adminProductSchema,
        listDescription:
          'In name order, optionally of one category; `q` searches the name; `name` matches one exactly (any case). A kit lists its parts in `kitParts`; creating or editing one with `kitParts` refuses, naming the field, a part that is unknown (400 UNKNOWN_PRODUCT), a kit (400 KIT_PART_IS_KIT) or the kit itself (400 KIT_PART_IS_ITSELF), a product with units becoming a kit (409 PRODUCT_HAS_UNITS), a part becoming one (409 PRODUCT_IS_KIT_PART), and a booked kit made a product again (409 KIT_HAS_BOOKINGS).',
        service: services.products,
      }),
    );
    await app.register(
      crudRoutes({
        path: '/api/admin/items',
        noun: 'Item',
        input: itemInputSchema,
        query: itemListQuerySchema,
        record: itemSchema,
        listDescription:
          "In serial-number order, optionally of one product or status; `q` searches the serial number; `serialNumber` matches one exactly (any case); `serviceDue=true` lists the units due for a service. Each unit says whether its service is due (`serviceDue`: its product's interval of rentals or days reached since `lastServicedAt`) and whether it is out of service for it (`outForService`).",
        service: services.items,
      }),
    );

    app.post(
      '/api/admin/items/:id/services',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['catalogue', 'admin'],
          summary: "Record a unit's service",
          description:
            "What was done (`note`) and what it cost (`cost`, euros, optional), by the signed-in staff member, now. The unit's service intervals count from now; a unit taken out of service because its service was due is back in service. Audited.",
          params: idParams,
          body: itemServiceInputSchema,
          response: { 201: itemServiceSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await services.maintenance.record(actorOf(requireUser(request)), request.params.id, request.body)),
    );

    app.get(
      '/api/admin/items/:id/services',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['catalogue', 'admin'],
          summary: "A unit's services, newest first",
          params: idParams,
          response: { 200: z.object({ items: z.array(itemServiceSchema) }), ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => ({ items: await services.maintenance.list(request.params.id) }),
    );
  };
}
