/**
 * The server's entry point: the settings from the environment (and `.env` in the working
 * folder), then the shop. `npm start` runs its compiled form, dist/server/serve.js; tests and
 * `npm run dev` run this file through tsx.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { startServer, startupFailureLine } from './main';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  await startServer(loadConfig());
} catch (error) {
  console.error(startupFailureLine(error));
  process.exit(1);
}
