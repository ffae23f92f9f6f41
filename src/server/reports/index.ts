/*
 * reports/'s face: what other folders use of it. They import '../reports', never a file inside it
 * (eslint/folder-direction.js); its routes are not part of it.
 */
export { createReports } from './queries';
export type { Reports } from './queries';
