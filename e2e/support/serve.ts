/** Starts the built app for the end-to-end tests on a fresh data folder with the demo shop. */
import { rmSync } from 'node:fs';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/app/main';
import { E2E } from './ports';

rmSync(E2E.dataDir, { recursive: true, force: true });
await startServer(
  loadConfig({
    ...process.env,
    PORT: String(E2E.appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: E2E.baseURL,
    DATA_DIR: E2E.dataDir,
    DATABASE_URL: '',
    EMBEDDED_PG_PORT: String(E2E.postgresPort),
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    SIGNIN_RATE_LIMIT: '1000',
    // Every end-to-end test signs its own customers up, all from 127.0.0.1.
    SIGNUP_RATE_LIMIT: '1000',
    SEED_DEMO_DATA: 'true',
    // Every end-to-end customer is new and many book more than a new customer may (decision 036).
    NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_UNITS: '10000',
    NEW_CUSTOMER_STOCK_SHARE: '100',
    // The webhooks spec's receiver listens on 127.0.0.1 (issue 32).
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    LOG_LEVEL: 'warn',
  }),
);
