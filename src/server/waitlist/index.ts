/*
 * waitlist/'s face: what other folders use of it. They import '../waitlist', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { createWaitlistService } from './service';
export { WAITLIST_EVENTS, WAITLIST_SUBSCRIBER, createWaitlistSubscriber } from './subscriber';
export { toldRequest } from './told-request';
