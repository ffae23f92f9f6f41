/** Fixed local ports of the end-to-end stack, away from the ones `npm start` uses. */
export const E2E = {
  appPort: 3100,
  baseURL: 'http://localhost:3100',
  postgresPort: 54_410,
  smtpPort: 2525,
  mailApiPort: 3125,
  dataDir: '.tmp/e2e-data',
} as const;
