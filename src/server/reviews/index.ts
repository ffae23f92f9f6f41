/*
 * reviews/'s face: what other folders use of it. They import '../reviews', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { createReviewService } from './service';
