/** Rewrites the web's API types from the server's OpenAPI document (npm run api:types). */
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, buildOpenApiDocument, renderApiTypes } from './openapi-document';

writeFileSync(API_TYPES_FILE, await renderApiTypes(await buildOpenApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
