/*
 * api-tokens/'s face: what other folders use of it. They import '../api-tokens', never a file
 * inside it (eslint/folder-direction.js); its table (schema.ts) and its routes are not part of it.
 */
export { type ApiTokenHooks, createApiTokenService } from './service';
export { apiTokenExpired, apiTokenHolders, apiTokenIdsOf } from './tokens';
