/*
 * audit/'s face: what other folders use of it. They import '../audit', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { SHOP_ACTOR, STRIPE_ACTOR, actorOf, recordAudit } from './record';
export type { Actor } from './record';
export { createAuditService } from './service';
