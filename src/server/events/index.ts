/*
 * events/'s face: what other folders use of it. They import '../events', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export type { EventHandlers, EventType, RecordedEvent, ShopEvent } from './events';
export { createPublisher, deliveredEvent, readEvent, subscriberTask } from './publish';
export type { Publish, Subscriber } from './publish';
