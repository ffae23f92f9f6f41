import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, buildOpenApiDocument, renderApiTypes } from '../../../scripts/openapi-document';

it("the web's committed API types are the server's current contract (npm run api:types rewrites them)", async () => {
  const committed = readFileSync(join(import.meta.dirname, '../../..', API_TYPES_FILE), 'utf8');
  expect(await renderApiTypes(await buildOpenApiDocument())).toBe(committed);
});
