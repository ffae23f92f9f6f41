/**
 * The journeys' two demo shops, started side by side: the shop (serve.ts) and the one the journeys
 * that change shop-wide settings drive (serve-at.ts on E2E.settings). Playwright starts its web
 * servers one after another, and each shop fills its database with the demo shop first (some 15 s
 * on two busy cores). Once both answer their health check, this answers on E2E.shopsReadyPort,
 * which Playwright waits for. Playwright ends it with its process group: the shops and their
 * PostgreSQL go with it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { startViesStandIn } from '../../src/server/test/vies-stand-in';
import { E2E } from './ports';
import { VIES_TRADERS } from './vies-traders';

// The EU's VIES cannot be reached from here: both shops ask a stand-in that knows the journeys' companies.
const vies = await startViesStandIn(VIES_TRADERS, E2E.viesPort);

const shops = [
  { script: 'e2e/support/serve.ts', env: {}, health: `${E2E.baseURL}/api/health` },
  {
    script: 'e2e/support/serve-at.ts',
    env: {
      PORT: String(E2E.settings.appPort),
      EMBEDDED_PG_PORT: String(E2E.settings.postgresPort),
      DATA_DIR: E2E.settings.dataDir,
      // As the other shop (serve.ts): every journey signs its own customers up from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '1000',
      NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
      NEW_CUSTOMER_MAX_UNITS: '10000',
      NEW_CUSTOMER_STOCK_SHARE: '100',
    },
    health: `${E2E.settings.baseURL}/api/health`,
  },
];

for (const shop of shops) {
  const child = spawn(process.execPath, ['--import', 'tsx', shop.script], {
    stdio: 'inherit',
    env: { ...process.env, VIES_API_URL: vies.url, ...shop.env },
  });
  // A shop that stops (a taken port, a failed start) ends the run's start with its own message above.
  child.on('exit', (code, signal) => {
    console.error(`[e2e] ${shop.script} stopped (${signal ?? `exit code ${code}`})`);
    process.exit(1);
  });
}

async function healthy(url: string) {
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all(shops.map((shop) => healthy(shop.health)));
createServer((_request, response) => response.end('both shops are up'))
  .on('error', (error) => {
    console.error(`[e2e] port ${E2E.shopsReadyPort} (E2E_PORT_OFFSET moves it): ${error.message}`);
    process.exit(1);
  })
  .listen(E2E.shopsReadyPort, '127.0.0.1');
