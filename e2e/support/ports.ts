/**
 * Local ports of the end-to-end stack, away from the ones `npm start` uses. E2E_PORT_OFFSET moves
 * them all, so two checkouts can run their journeys at the same time. All lie below Linux's
 * ephemeral ports (32768-60999), and apart from the ones unit tests pick (20,000-30,000): the
 * databases once sat at 54,490, where a passing client socket took one, and its shop refused to
 * start on a port taken.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  appPort: 3190 + offset,
  baseURL: `http://localhost:${3190 + offset}`,
  postgresPort: 31_490 + offset,
  smtpPort: 2590 + offset,
  mailApiPort: 3191 + offset * 2,
  /** Answers once both demo shops are up (serve-shops.ts): what Playwright waits for before the first journey. */
  shopsReadyPort: 3197 + offset * 4,
  dataDir: '.tmp/e2e-data',
  /** The stand-in for the EU's VIES service both demo shops check VAT numbers with (serve-shops.ts). */
  viesPort: 3290 + offset,
  /** A second shop whose clock stands still (e2e/time-zones.spec.ts). */
  frozen: { appPort: 3192 + offset * 2, postgresPort: 31_491 + offset, dataDir: '.tmp/e2e-frozen-data' },
  /**
   * A second demo shop for the journeys that change shop-wide settings (deposits, cancellation
   * rules, payment methods, closed days): on it they run beside the others instead of after them.
   */
  settings: {
    appPort: 3198 + offset * 4,
    baseURL: `http://localhost:${3198 + offset * 4}`,
    postgresPort: 31_493 + offset,
    dataDir: '.tmp/e2e-settings-data',
  },
  /** A shop that takes payments online, and the local Stripe it talks to (e2e/payment-stripe.spec.ts). */
  stripe: {
    appPort: 3194 + offset * 4,
    stripePort: 3195 + offset * 4,
    postgresPort: 31_492 + offset,
    dataDir: '.tmp/e2e-stripe-data',
  },
};
