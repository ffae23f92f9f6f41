/*
 * A local Stripe to try online payment without a Stripe account (and without the internet):
 * the test folder's small Stripe server on a port, its hosted payment page with Pay and Cancel
 * buttons, and webhooks signed and posted to the shop. Run it, set the lines it prints in the
 * shop's environment (.env), start the shop, and check out paying online.
 *
 *   npm run stripe:local                # port 12111, webhooks to http://localhost:3000
 *   npm run stripe:local -- 4100 http://localhost:5173
 *
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET already in the environment are kept, so the shop's
 * .env stays the same from one run to the next.
 */
import { startStripeServer } from '../src/server/test/stripe-server';

const port = Number(process.argv[2] ?? process.env.STRIPE_LOCAL_PORT ?? 12111);
const shop = (process.argv[3] ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const webhookUrl = `${shop}/api/payments/stripe/webhook`;

const envKey = process.env.STRIPE_SECRET_KEY;
const envSecret = process.env.STRIPE_WEBHOOK_SECRET;
const server = await startStripeServer({
  port,
  secretKey: envKey?.startsWith('sk_test_local') ? envKey : undefined,
  webhookSecret: envSecret?.startsWith('whsec_') ? envSecret : undefined,
  webhook: async (body, headers) => {
    try {
      const response = await fetch(webhookUrl, { method: 'POST', headers, body });
      const event = JSON.parse(body) as { type: string };
      console.log(`webhook ${event.type} → ${response.status}`);
      return response.status;
    } catch (error) {
      console.error(`webhook to ${webhookUrl} failed: ${String(error)}`);
      return 0;
    }
  },
});

console.log(`Local Stripe listening on ${server.url} (webhooks to ${webhookUrl}).
Set these in the shop's environment, then start it:

STRIPE_SECRET_KEY=${server.secretKey}
STRIPE_WEBHOOK_SECRET=${server.webhookSecret}
STRIPE_API_URL=${server.url}
`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
