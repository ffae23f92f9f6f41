/**
 * The server's entry point: the settings from the environment (and `.env` in the working
 * folder), then the shop, in this process or, with WEB_CONCURRENCY > 1, in that many (cluster.ts).
 * `npm start` runs its compiled form, dist/server/serve.js; tests and `npm run dev` run this file
 * through tsx.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { processRole, startProcesses } from './cluster';
import { loadConfig } from '../config';
import { startServer, startupFailureLine } from './main';

if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const config = loadConfig();
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) await startProcesses(config);
  else await startServer(config, undefined, processRole());
} catch (error) {
  console.error(startupFailureLine(error));
  process.exit(1);
}
