/*
 * jobs/'s face: what other folders use of it. They import '../jobs', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { MAX_ATTEMPTS, createJobQueue, startJobWorker } from './queue';
export type { JobQueue } from './queue';
