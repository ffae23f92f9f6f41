/** Fixed local ports of the end-to-end stack, away from the ones `npm start` uses. */
export const E2E = {
  appPort: 3190,
  baseURL: 'http://localhost:3190',
  postgresPort: 54_490,
  smtpPort: 2590,
  mailApiPort: 3191,
  dataDir: '.tmp/e2e-data',
} as const;
