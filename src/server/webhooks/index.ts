/*
 * webhooks/'s face: what other folders use of it. They import '../webhooks', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { WEBHOOK_SEND_TASK, createWebhookSender } from './sender';
export { createWebhookService } from './service';
export { WEBHOOKS_SUBSCRIBER, createWebhooksSubscriber } from './subscriber';
export { switchOffTokensEndpoints } from './token-ends';
