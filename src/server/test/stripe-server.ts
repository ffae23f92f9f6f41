import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/*
 * A small local Stripe: the few endpoints of Stripe's API the shop uses (Checkout Sessions and
 * Refunds), answering the official SDK with the shapes of the SDK's own types, a hosted payment
 * page with Pay and Cancel buttons, and webhooks signed with the SDK's test-header helper so the
 * shop's real signature check runs. Stripe itself cannot be reached from the test machines; this
 * runs in tests and, through scripts/stripe-local.ts, for a person trying the whole flow.
 */

/** What the shop reads of a Checkout Session: the SDK's own type, the fields this server keeps. */
export type LocalSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'amount_total'
  | 'amount_subtotal'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & { line_items_input: LineItemInput[] };

/** A line item as the SDK sends it (price_data inline), amounts in cents. */
export type LineItemInput = {
  quantity: number;
  price_data: { currency: string; unit_amount: number; product_data: { name: string } };
};

export type LocalRefund = Pick<
  Stripe.Refund,
  'id' | 'object' | 'amount' | 'currency' | 'payment_intent' | 'status' | 'created' | 'metadata'
> & { failure_reason?: string };

/** An event about a charge, refund or dispute: what was done in Stripe's dashboard, or happened later. */
export type LocalObjectEvent = Omit<LocalEvent, 'type' | 'data'> & {
  type: 'charge.refunded' | 'refund.updated' | 'refund.failed' | 'charge.dispute.created' | 'charge.dispute.closed';
  data: { object: Record<string, unknown> };
};

export type LocalEvent = Pick<
  Stripe.Event,
  'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'
> & {
  type:
    | 'checkout.session.completed'
    | 'checkout.session.expired'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed';
  data: { object: Omit<LocalSession, 'line_items_input'> };
};

/** Where signed events go: a URL (the shop running), or a function (the shop in-process, `app.inject`). */
export type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Promise<number>);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=eur`) back into nested objects;
 * numeric keys make arrays, as the SDK's encoder wrote them.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** Stripe's error answer. */
const stripeError = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code ? { code } : {}) },
});

export async function startStripeServer(options: {
  secretKey?: string;
  webhookSecret?: string;
  webhook?: WebhookTarget;
  port?: number;
  /** The hosted page's address as the browser reaches it (the server's own by default). */
  publicHost?: string;
}) {
  const webhookSecret = options.webhookSecret ?? `whsec_local${randomBytes(16).toString('hex')}`;
  const secretKey = options.secretKey ?? `sk_test_local${randomBytes(12).toString('hex')}`;
  let webhook = options.webhook;
  const sessions = new Map<string, LocalSession>();
  const refunds = new Map<string, LocalRefund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** Every request the SDK made, for tests to read (method, path, parsed body, idempotency key). */
  const requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[] = [];
  const sent: (LocalEvent | LocalObjectEvent)[] = [];
  const deliveries = new Set<Promise<unknown>>();
  const sockets = new Set<Socket>();
  let down = false;
  let base = '';
  /** The refusals the next refund requests get, one each (`refuseRefunds`). */
  const refusals: { message: string; code: string }[] = [];

  function sessionOut(session: LocalSession): Omit<LocalSession, 'line_items_input'> {
    const { line_items_input: _, ...rest } = session;
    return rest;
  }

  function makeEvent(type: LocalEvent['type'], session: LocalSession): LocalEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(sessionOut(session)) },
    };
  }

  /** Signs and posts one event as Stripe does; answers the shop's status. */
  async function send(event: LocalEvent | LocalObjectEvent, signWith = webhookSecret): Promise<number> {
    if (!webhook) throw new Error('No webhook target: give `webhook` to startStripeServer or setWebhook().');
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
    const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
    sent.push(event);
    const target = webhook;
    const delivery =
      typeof target === 'string'
        ? fetch(target, { method: 'POST', headers, body: payload }).then((response) => response.status)
        : target(payload, headers);
    deliveries.add(delivery);
    try {
      return await delivery;
    } finally {
      deliveries.delete(delivery);
    }
  }

  function find(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No Checkout Session ${sessionId}`);
    return session;
  }

  function objectEvent(type: LocalObjectEvent['type'], object: Record<string, unknown>): LocalObjectEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  /** The charge of a PaymentIntent as Stripe shows it (its refunds are not in it: listed by GET /v1/refunds). */
  function chargeOf(intent: string) {
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!session) throw new Error(`No payment ${intent}`);
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: `ch_${intent.slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded,
      currency: session.currency ?? 'eur',
      payment_intent: intent,
      refunded: refunded === session.amount_total,
      status: 'succeeded',
      created: nowSeconds(),
      metadata: {},
    };
  }

  const control = {
    /**
     * Someone refunds a payment in Stripe's dashboard (all that is left, or `amount`): the refund,
     * and its `charge.refunded` event, sent unless `send: false`.
     */
    async refundInDashboard(intent: string, amount?: number, opts: { send?: boolean } = {}) {
      const [status, made] = createRefund({ payment_intent: intent, ...(amount ? { amount: String(amount) } : {}) });
      if (status !== 200) throw new Error(`Stripe refused the refund: ${JSON.stringify(made)}`);
      const event = objectEvent('charge.refunded', chargeOf(intent));
      if (opts.send !== false) await send(event);
      return { refund: made as LocalRefund, event };
    },
    /** A refund Stripe had accepted fails later (the card was closed): `refund.failed` or `refund.updated`. */
    async failRefund(
      refundId: string,
      opts: { type?: 'refund.failed' | 'refund.updated'; reason?: string; send?: boolean } = {},
    ) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No refund ${refundId}`);
      refund.status = 'failed';
      refund.failure_reason = opts.reason ?? 'expired_or_canceled_card';
      const event = objectEvent(opts.type ?? 'refund.failed', refund);
      if (opts.send !== false) await send(event);
      return event;
    },
    /** The customer disputes a payment with their bank: `charge.dispute.created`. */
    async dispute(intent: string, opts: { amount?: number; reason?: string; send?: boolean } = {}) {
      const charge = chargeOf(intent);
      const event = objectEvent('charge.dispute.created', {
        id: newId('dp'),
        object: 'dispute',
        amount: opts.amount ?? charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: intent,
        reason: opts.reason ?? 'fraudulent',
        status: 'needs_response',
        created: nowSeconds(),
        metadata: {},
      });
      if (opts.send !== false) await send(event);
      return event;
    },
    /** Any event about a charge, refund or dispute, as given (a forged or unknown one). */
    objectEvent,
    /** A payment's charge as Stripe shows it now, for an event built by hand. */
    chargeOf,
    /** The customer paid by card: the session completes and the signed event is built (and sent unless `send: false`). */
    async pay(sessionId: string, opts: { send?: boolean } = {}) {
      const session = find(sessionId);
      if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}, not open`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = newId('pi');
      const event = makeEvent('checkout.session.completed', session);
      if (opts.send !== false) await send(event);
      return event;
    },
    /** The session ran out (or was expired): `checkout.session.expired`, sent unless `send: false`. */
    async expire(sessionId: string, opts: { send?: boolean } = {}) {
      const session = find(sessionId);
      if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}, not open`);
      session.status = 'expired';
      const event = makeEvent('checkout.session.expired', session);
      if (opts.send !== false) await send(event);
      return event;
    },
    /** Any event about a session as it is now (to build out-of-order or delayed-method deliveries). */
    event: (type: LocalEvent['type'], sessionId: string) => makeEvent(type, find(sessionId)),
    send,
    /**
     * Stripe refuses the next `count` refunds asked (a new request each: a key it refused is
     * answered with the same refusal), as it does a refund its balance cannot cover.
     */
    refuseRefunds(
      count: number,
      refusal = { message: 'Insufficient funds in Stripe account to make this refund.', code: 'balance_insufficient' },
    ) {
      for (let n = 0; n < count; n += 1) refusals.push(refusal);
    },
    /** Stripe unreachable: every connection is cut until `setDown(false)`. */
    setDown(value: boolean) {
      down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    setWebhook(target: WebhookTarget) {
      webhook = target;
    },
    /** Waits for webhook deliveries still on their way (those sent after answering an API call). */
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };

  function json(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  }

  function createSession(body: Record<string, unknown>): [number, unknown] {
    const items = (body.line_items as Record<string, unknown>[] | undefined) ?? [];
    if (body.mode !== 'payment' || items.length === 0) {
      return [400, stripeError('invalid_request_error', 'mode=payment and line_items are required here.')];
    }
    const lineItems: LineItemInput[] = items.map((item) => {
      const price = item.price_data as Record<string, unknown>;
      return {
        quantity: Number(item.quantity),
        price_data: {
          currency: String(price.currency),
          unit_amount: Number(price.unit_amount),
          product_data: { name: String((price.product_data as Record<string, unknown>).name) },
        },
      };
    });
    const total = lineItems.reduce((sum, item) => sum + item.price_data.unit_amount * item.quantity, 0);
    const expiresAt = body.expires_at === undefined ? nowSeconds() + 24 * 3600 : Number(body.expires_at);
    const id = newId('cs_test');
    const session: LocalSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: (body.cancel_url as string | undefined) ?? null,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      created: nowSeconds(),
      currency: lineItems[0]!.price_data.currency,
      customer_email: (body.customer_email as string | undefined) ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: (body.locale as Stripe.Checkout.Session.Locale | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      allowed_payment_method_types: (body.allowed_payment_method_types as string[] | undefined) ?? null,
      payment_method_types: (body.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: (body.success_url as string | undefined) ?? null,
      url: `${options.publicHost ?? base}/pay/${id}`,
      line_items_input: lineItems,
    };
    sessions.set(id, session);
    return [200, sessionOut(session)];
  }

  function expireByApi(sessionId: string): [number, unknown] {
    const session = sessions.get(sessionId);
    if (!session)
      return [
        404,
        stripeError('invalid_request_error', `No such checkout.session: '${sessionId}'`, 'resource_missing'),
      ];
    if (session.status !== 'open') {
      return [
        400,
        stripeError(
          'invalid_request_error',
          `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${session.status}.`,
        ),
      ];
    }
    session.status = 'expired';
    // As Stripe does, the expiry is also announced by webhook, after the answer.
    const event = makeEvent('checkout.session.expired', session);
    if (webhook) setImmediate(() => void send(event).catch(() => {}));
    return [200, sessionOut(session)];
  }

  function createRefund(body: Record<string, unknown>): [number, unknown] {
    const refusal = refusals.shift();
    if (refusal) return [402, stripeError('invalid_request_error', refusal.message, refusal.code)];
    const intent = String(body.payment_intent ?? '');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!session)
      return [404, stripeError('invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing')];
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? session.amount_total! - refunded : Number(body.amount);
    if (!(amount > 0) || refunded + amount > session.amount_total!) {
      return [
        400,
        stripeError(
          'invalid_request_error',
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
          'amount_too_large',
        ),
      ];
    }
    const refund: LocalRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: session.currency ?? 'eur',
      payment_intent: intent,
      status: 'succeeded',
      created: nowSeconds(),
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    refunds.set(refund.id, refund);
    return [200, refund];
  }

  /** The API: one answer per request, a repeated Idempotency-Key answered as the first time. */
  function api(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/))) {
      const session = sessions.get(match[1]!);
      return session
        ? [200, sessionOut(session)]
        : [404, stripeError('invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing')];
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/))) {
      return expireByApi(match[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = body.payment_intent;
      const data = [...refunds.values()].filter((refund) => !intent || refund.payment_intent === intent).reverse();
      return [200, { object: 'list', url: '/v1/refunds', has_more: false, data }];
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/refunds\/([\w]+)$/))) {
      const refund = refunds.get(match[1]!);
      return refund
        ? [200, refund]
        : [404, stripeError('invalid_request_error', `No such refund: '${match[1]}'`, 'resource_missing')];
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  function hostedPage(session: LocalSession) {
    const total = ((session.amount_total ?? 0) / 100).toFixed(2);
    const rows = session.line_items_input
      .map((item) => `<li>${escapeHtml(item.price_data.product_data.name)} × ${item.quantity}</li>`)
      .join('');
    const open = session.status === 'open';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local Stripe Checkout</title></head>
<body><main><h1>Local Stripe Checkout</h1><p>A test payment page: no card is charged.</p><ul>${rows}</ul>
<p>Total: <strong>€${total}</strong></p>${
      open
        ? `<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>`
        : `<p role="status">This payment is ${session.status}.</p>`
    }</main></body></html>`;
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';

    // The browser asks for an icon on the hosted page: none, and no 404 in its console.
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const page = url.pathname.match(/^\/pay\/([\w]+)(?:\/(pay|cancel))?$/);
    if (page) {
      const session = sessions.get(page[1]!);
      if (!session) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('No such payment.');
      }
      if (method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(hostedPage(session));
      }
      if (method === 'POST' && page[2] === 'pay' && session.status === 'open') {
        await control.pay(session.id);
        response.writeHead(303, { location: session.success_url ?? '/' });
        return response.end();
      }
      if (method === 'POST' && page[2] === 'cancel') {
        response.writeHead(303, { location: session.cancel_url ?? '/' });
        return response.end();
      }
      response.writeHead(303, { location: `/pay/${session.id}` });
      return response.end();
    }

    if (!url.pathname.startsWith('/v1/')) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('Not found.');
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return json(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const body = method === 'POST' ? parseStripeForm(raw) : Object.fromEntries(url.searchParams);
    const key = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, body, idempotencyKey: key });
    const remembered = key ? idempotent.get(`${method} ${url.pathname} ${key}`) : undefined;
    if (remembered) {
      response.setHeader('idempotent-replayed', 'true');
      return json(response, remembered.status, remembered.body);
    }
    const [status, answer] = api(method, url.pathname, body);
    // Stripe keeps an idempotent answer unless the request was refused before it ran (a 4xx of validation still is kept; a 5xx is not).
    if (key && status < 500) idempotent.set(`${method} ${url.pathname} ${key}`, { status, body: answer });
    return json(response, status, answer);
  }

  const server = http.createServer((request, response) => {
    if (down) return request.socket.destroy();
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(stripeError('api_error', String(error))));
    });
  });
  server.on('connection', (socket) => {
    if (down) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    /** Every event sent to the shop, in order. */
    sent,
    ...control,
    /** The shop's `payments` dependency pointing at this server. */
    stripeSettings: () => ({ secretKey, webhookSecret, apiUrl: base }),
    async close() {
      await control.settled();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
