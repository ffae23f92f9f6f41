import { defineConfig } from 'vitest/config';
import { common as base } from './vitest.common.config';

/**
 * `npm run test:scale`: the shop past one machine (scale/scale.test.ts). Its own PostgreSQL pair,
 * object store and nginx, started once for the file; minutes, so not in test:unit.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    outputFile: { json: '.tmp/reports/scale.json' },
    include: ['scale/**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: [],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // nginx presents a self-signed certificate on loopback.
    env: { NODE_TLS_REJECT_UNAUTHORIZED: '0' },
  },
});
