/** `npm run admin -- <email>`: makes an existing, signed-up user an administrator. */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { user } from '../src/server/db/schema/auth';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin -- <email>');
  process.exit(2);
}

if (existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log: console.log }).catch(
      (error: Error) => {
        console.error(`${error.message} Stop the server first, or set DATABASE_URL.`);
        process.exit(1);
      },
    );
const { pool, db } = createDatabase(config.DATABASE_URL ?? embedded!.url, { max: 1 });
let found = false;
try {
  const updated = await db
    .update(user)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(eq(user.email, email))
    .returning({ name: user.name });
  found = updated.length > 0;
  if (found) console.log(`${updated[0]!.name} <${email}> is now an administrator.`);
  else console.error(`No user with the e-mail ${email}. They must sign up first.`);
} finally {
  await pool.end();
  await embedded?.stop();
}
process.exit(found ? 0 : 1);
