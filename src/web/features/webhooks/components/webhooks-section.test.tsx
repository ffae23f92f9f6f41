// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookBlock, WebhookDelivery, WebhookEndpoint } from '@shared/schemas/webhooks';
import { queryKeys } from '@/lib/query-keys';
import { pages, renderScreen } from '@/test/render-screen';
import { DeliveriesModal } from './deliveries-modal';
import { WebhooksSection } from './webhooks-section';

/*
 * A failing endpoint holds back its later deliveries (issue 48): the card says it is blocked and
 * by what, staff may skip the failing delivery, and "Send again" behind it says what it waits for.
 */

const block: WebhookBlock = {
  deliveryId: 7,
  eventType: 'order.paid',
  failures: 3,
  statusCode: 500,
  error: null,
  nextAttemptAt: '2030-03-10T14:05:00.000Z',
  waiting: 4,
};

const endpoint: WebhookEndpoint = {
  id: 1,
  url: 'https://erp.example.com/hooks',
  events: ['order.placed', 'order.paid'],
  enabled: true,
  disabledReason: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  blocked: block,
  lastDelivery: { status: 'pending', statusCode: 500, at: '2030-03-10T12:05:00.000Z' },
};

const delivery = (id: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  messageId: `msg_${id}`,
  eventId: id,
  eventType: 'order.placed',
  status: 'pending',
  attempts: 0,
  statusCode: null,
  responseExcerpt: null,
  error: null,
  durationMs: null,
  lastAttemptAt: null,
  nextAttemptAt: '2030-03-10T12:00:00.000Z',
  waitingFor: block,
  createdAt: '2030-03-10T12:00:00.000Z',
  ...overrides,
});

/** The server: `body` for the POST; the lists asked again after it as they were (`lists`). */
const answering = (body: unknown, lists: { endpoints?: unknown; deliveries?: unknown }) => {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    sent.push(`${request.method} ${path}`);
    const answer = request.method === 'POST' ? body : path.endsWith('/deliveries') ? lists.deliveries : lists.endpoints;
    return new Response(JSON.stringify(answer ?? []), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
};

describe('a webhook endpoint held back by a failing delivery', () => {
  it('says it is blocked, by which delivery, until when and how many wait; staff can skip it', async () => {
    const user = userEvent.setup();
    renderScreen(<WebhooksSection />, { seed: [[queryKeys.webhooks.endpoints, [endpoint]]] });
    const blocked = screen.getByTestId('webhook-blocked');
    expect(within(blocked).getByText('Blocked by a failing delivery')).toBeTruthy();
    expect(blocked.textContent).toContain('The delivery of “Order paid” has failed 3 times (HTTP 500).');
    expect(blocked.textContent).toContain('Next try 10 Mar, 14:05.');
    expect(blocked.textContent).toContain('4 deliveries wait behind it');

    const sent = answering(delivery(7, { status: 'failed', waitingFor: null, nextAttemptAt: null }), {
      endpoints: [{ ...endpoint, blocked: null }],
    });
    await user.click(within(blocked).getByRole('button', { name: 'Skip it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the failing delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByText('Skipped: the deliveries behind it are being sent')).toBeTruthy();
    expect(sent[0]).toBe('POST /api/admin/webhooks/deliveries/7/skip');
  });

  it('says what a delivery behind it waits for, and what "Send again" does for it', async () => {
    const user = userEvent.setup();
    renderScreen(<DeliveriesModal endpoint={endpoint} onClose={() => {}} />, {
      seed: [[queryKeys.webhooks.deliveries(endpoint.id), pages([delivery(9)])]],
    });
    const row = await screen.findByTestId('webhook-delivery');
    expect(within(row).getByTestId('webhook-waiting-for').textContent).toBe(
      'Waits behind another delivery. The delivery of “Order paid” has failed 3 times (HTTP 500). Next try 10 Mar, 14:05.',
    );
    answering(delivery(9), { endpoints: [endpoint], deliveries: { items: [delivery(9)], next: null } });
    await user.click(within(row).getByRole('button', { name: 'Send Order placed again' }));
    expect(
      await screen.findByText(
        'Queued again, behind the failing delivery. The delivery of “Order paid” has failed 3 times (HTTP 500). Next try 10 Mar, 14:05.',
      ),
    ).toBeTruthy();
  });
});
