/*
 * TEMPORARY (issue 28): the administrator's money routes that branch i28-money adds to the server.
 * They are declared here, in the shapes agreed for them, so the dashboard's calls are typed before
 * `npm run api:types` can see them. Delete this file once the regenerated api-schema.d.ts has them
 * (the two would then clash, which the type check reports).
 */
import type { paths as GeneratedPaths } from '@/lib/api-schema';

type Order = GeneratedPaths['/api/admin/orders/{id}']['get']['responses'][200]['content']['application/json'];
type ErrorBody = { error: { code: string; message: string; field?: string } };

type OrderPost<Body, Path = { id: number }> = {
  parameters: { query?: never; header?: never; path: Path; cookie?: never };
  requestBody: { content: { 'application/json': Body } };
  responses: {
    200: { headers: { [name: string]: unknown }; content: { 'application/json': Order } };
    400: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
    404: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
    409: { headers: { [name: string]: unknown }; content: { 'application/json': ErrorBody } };
  };
};

type Route<Body, Path = { id: number }> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post: OrderPost<Body, Path>;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};

type Channel = 'cash' | 'terminal';

declare module '@/lib/api-schema' {
  interface paths {
    '/api/admin/orders/{id}/payments': Route<{ channel: Channel }>;
    '/api/admin/orders/{id}/deposits': Route<{
      action: 'take' | 'keep' | 'return';
      amount: string;
      channel: Channel;
      reason?: string;
    }>;
    '/api/admin/orders/{id}/refunds': Route<{ amount: string; reason: string }>;
    '/api/admin/orders/{id}/refunds/{paymentId}/given': Route<{ channel: Channel }, { id: number; paymentId: number }>;
  }
}
