/**
 * Starts the built app on a fresh data folder with the demo shop, for journeys that need a shop
 * of their own: its clock standing still at FRAMEHIRE_E2E_AT (an ISO instant) when given, its
 * Stripe settings (payments) when given. The process's TZ, SHOP_TIME_ZONE, PORT,
 * EMBEDDED_PG_PORT, DATA_DIR and STRIPE_* come from the environment.
 */
import { rmSync } from 'node:fs';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/app/main';
import { E2E } from './ports';

const at = process.env.FRAMEHIRE_E2E_AT ? new Date(process.env.FRAMEHIRE_E2E_AT) : undefined;
if (at && Number.isNaN(at.getTime())) throw new Error('FRAMEHIRE_E2E_AT must be an ISO instant');

const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
  DATABASE_URL: '',
  SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
  SIGNIN_RATE_LIMIT: '1000',
  SEED_DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
});
rmSync(config.DATA_DIR, { recursive: true, force: true });
await startServer(config, at && (() => at));
