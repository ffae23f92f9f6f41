/*
 * api-tokens/'s face: what other folders use of it. They import '../api-tokens', never a file
 * inside it (eslint/folder-direction.js); its table (schema.ts) and its routes are not part of it.
 */
export { createApiTokenService } from './service';
export { apiTokenHolders } from './tokens';
