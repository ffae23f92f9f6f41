/** Fixed local ports of the end-to-end stack, away from the ones `npm start` uses. */
export const E2E = {
  appPort: 3190,
  baseURL: 'http://localhost:3190',
  postgresPort: 54_490,
  smtpPort: 2590,
  mailApiPort: 3191,
  dataDir: '.tmp/e2e-data',
  /** A second shop whose clock stands still (e2e/time-zones.spec.ts). */
  frozen: { appPort: 3192, postgresPort: 54_491, dataDir: '.tmp/e2e-frozen-data' },
} as const;
