import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { accountMailQueue } from '../src/server/app/account-mails';
import { createDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/mail/mailer';
import { createShopCalendar } from '../src/server/shop-calendar';
import { createLocalDiskStorage } from '../src/server/storage/local-disk-storage';

/** Where the web's API types live, committed (src/web/lib/api-client.ts reads them). */
export const API_TYPES_FILE = 'src/web/lib/api-schema.d.ts';

/**
 * The OpenAPI document the server publishes at /api/docs/json, built without a database: the
 * pool never connects, since nothing is queried.
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(join(tmpdir(), 'framehire-openapi-'));
  const { pool, db } = createDatabase('postgresql://openapi@127.0.0.1:1/none');
  const mailer = createMailer({ smtpUrl: undefined, from: 'openapi@framehire.local', dataDir, log: () => {} });
  const auth = createAuth({
    db,
    baseURL: 'http://localhost',
    secret: 'o'.repeat(32),
    sendMail: accountMailQueue(db),
  });
  const app = await buildApp({
    db,
    auth,
    mailer,
    calendar: createShopCalendar('UTC'),
    dataDir,
    storage: createLocalDiskStorage(dataDir),
  });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const HEADER = `/**
 * The Framehire API's paths and types, generated from the server's OpenAPI document by
 * \`npm run api:types\`. Do not edit: src/server/openapi/api-types.test.ts fails when this file
 * and the server disagree.
 */
`;

/** The types some string formats stand for: a calendar date is the shared IsoDate, a file a Blob. */
const formatTypes: Record<string, string> = { date: 'IsoDate', binary: 'Blob' };

/**
 * TypeScript types of the document; `format: date` strings become the shared IsoDate, and
 * `format: binary` ones (an uploaded file) a Blob, which is what a browser's form sends.
 */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, {
    inject: "import type { IsoDate } from '../../shared/calendar-date';\n",
    alphabetize: true,
    transform(schema) {
      const type = schema.format ? formatTypes[schema.format] : undefined;
      if (!type) return undefined;
      const node = ts.factory.createTypeReferenceNode(type);
      return schema.nullable
        ? ts.factory.createUnionTypeNode([node, ts.factory.createLiteralTypeNode(ts.factory.createNull())])
        : node;
    },
  });
  return HEADER + astToString(ast);
}
