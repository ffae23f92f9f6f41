import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { createAuth } from './auth/auth';
import { applyMigrations, createDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { type Config, ConfigError, loadConfig } from './config';
import { createMailer } from './mail/mailer';
import { readOrCreateSecret } from './secrets';
import { seedDemoShopIfEmpty } from './seed/demo-seed';
import { createShopCalendar, type Clock } from './shop-calendar';
import { createUserService } from './users/service';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-users';

const log = (message: string) => console.log(`[framehire] ${message}`);

export async function startServer(config: Config, clock?: Clock) {
  const startedAt = performance.now();
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log });
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const { pool, db } = createDatabase(databaseUrl);
  await applyMigrations(db);

  const calendar = createShopCalendar(config.SHOP_TIME_ZONE, clock);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log });
  const auth = createAuth({
    db,
    baseURL: config.PUBLIC_URL,
    secret: config.AUTH_SECRET ?? readOrCreateSecret(config.DATA_DIR, 'authSecret'),
    mailer,
    signInRateLimit: config.SIGNIN_RATE_LIMIT,
    signUpRateLimit: config.SIGNUP_RATE_LIMIT,
  });
  if (config.SEED_DEMO_DATA) await seedDemoShopIfEmpty({ db, auth, calendar, dataDir: config.DATA_DIR, log });

  const app = await buildApp({
    db,
    auth,
    mailer,
    calendar,
    dataDir: config.DATA_DIR,
    webRoot: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    trustProxy: config.TRUST_PROXY,
    logger: { level: config.LOG_LEVEL },
  });
  await app.listen({ host: config.HOST, port: config.PORT });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const hasDemoLogins = await createUserService(db).exists(DEMO_LOGINS[0].email);
  const lines = [
    '',
    `Framehire is running at ${config.PUBLIC_URL} (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
    `  database: ${embedded ? `embedded PostgreSQL, data in ${config.DATA_DIR}` : 'DATABASE_URL'}`,
    `  e-mails:  ${mailer.describe}`,
    `  calendar: ${calendar.timeZone}, today ${calendar.today()} (SHOP_TIME_ZONE)`,
    `  API docs: ${config.PUBLIC_URL}/api/docs`,
  ];
  if (hasDemoLogins) {
    lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(13)} ${login.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    await startServer(loadConfig());
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
