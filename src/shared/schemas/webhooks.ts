import { z } from 'zod';
import { textSchema } from './input';

/*
 * Webhooks (decision 053): endpoints an administrator registers, each getting the
 * shop's events it chose, signed as Standard Webhooks asks.
 */

/**
 * Every event an endpoint may choose, grouped as the dashboard shows them: the names of the
 * outbox (src/server/events/events.ts; the server's typecheck fails when the two lists differ).
 */
export const webhookEventGroups = {
  orders: [
    'order.placed',
    'order.paid',
    'order.cancelled',
    'order.lapsed',
    'order.refunded',
    'deposit.taken',
    'deposit.kept',
    'deposit.returned',
    'invoice.issued',
  ],
  rentals: [
    'rental.checked_out',
    'rental.checked_in',
    'rental.overdue',
    'rental.extended',
    'rental.rescheduled',
    'rental.change_lapsed',
    'rental.cancelled',
  ],
  units: ['unit.swapped', 'unit.back_in_service', 'stock.released', 'incident.reported', 'incident.status_changed'],
  customers: ['review.posted', 'waitlist.unit_free'],
} as const;

export type WebhookEventGroup = keyof typeof webhookEventGroups;
export type WebhookEventType = (typeof webhookEventGroups)[WebhookEventGroup][number];
export const webhookEventTypes = Object.values(webhookEventGroups).flat() as WebhookEventType[];

export const WEBHOOK_URL_MAX = 2000;
/** Endpoints a shop may have; each one is a sender's queue of its own. */
export const WEBHOOK_ENDPOINTS_MAX = 50;

/**
 * An endpoint's address as written: http or https, no user name or password in it. Where it
 * leads (no private, loopback or link-local address) is checked by the server, which resolves it.
 */
export const webhookUrlSchema = textSchema(WEBHOOK_URL_MAX)
  .trim()
  .superRefine((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a full web address (https://…)' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      context.addIssue({ code: 'custom', message: 'must start with https:// (or http://)' });
    else if (url.username !== '' || url.password !== '')
      context.addIssue({ code: 'custom', message: 'must not contain a user name or password' });
  });

const eventsSchema = z
  .array(z.enum(webhookEventTypes as [WebhookEventType, ...WebhookEventType[]]))
  .min(1, 'must name at least one event')
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'must not name an event twice');

export const newWebhookEndpointSchema = z.strictObject({ url: webhookUrlSchema, events: eventsSchema });
export type NewWebhookEndpoint = z.infer<typeof newWebhookEndpointSchema>;

export const webhookEndpointChangeSchema = z
  .strictObject({ url: webhookUrlSchema, events: eventsSchema, enabled: z.boolean() })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'must change url, events or enabled');
export type WebhookEndpointChange = z.infer<typeof webhookEndpointChangeSchema>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * Why the shop switched an endpoint off on its own (decision 096): the API token that set it up
 * (made it, or last changed its URL, events or secret) was revoked, or that token's owner stopped
 * being staff. Staff switch it on again
 * (`enabled: true`) once they have checked where it sends.
 */
export const webhookDisabledReasons = ['token_revoked', 'token_owner_left_staff'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

/**
 * The delivery that holds back an endpoint's others (issue 48): deliveries go in event order, so
 * the first one waiting, once it has failed, keeps every later one waiting until it is delivered,
 * tried for the last time, or skipped by staff.
 */
export const webhookBlockSchema = z.object({
  deliveryId: z.number().int(),
  eventType: z.string(),
  /** Its failed tries since it was last queued. */
  failures: z.number().int(),
  /** Its last try's HTTP status, or null when no answer came (`error` says why). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** When it is tried next (while its endpoint is enabled). */
  nextAttemptAt: z.string().nullable(),
  /** Deliveries waiting behind it. */
  waiting: z.number().int(),
});
export type WebhookBlock = z.infer<typeof webhookBlockSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is off when the shop switched it off (null when on, or switched off by staff). */
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  createdAt: z.string(),
  /** The failing delivery that holds back the others (issue 48); null while nothing fails. */
  blocked: webhookBlockSchema.nullable(),
  /** The newest delivery's outcome; null before the first. */
  lastDelivery: z
    .object({
      status: z.enum(webhookDeliveryStatuses),
      statusCode: z.number().int().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint as created or with a rotated secret: the only answers that hold the secret. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({
  /** Standard Webhooks' `whsec_` and base64: shown this once, never again. */
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header, the same on every try and resend. */
  messageId: z.string(),
  eventId: z.number().int(),
  eventType: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The last attempt's HTTP status; null before one, or when no answer came. */
  statusCode: z.number().int().nullable(),
  /** The start of the last answer's body. */
  responseExcerpt: z.string().nullable(),
  /** Why the last attempt got no answer (timeout, refused address); null when it got one. */
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When the next try is due while it is pending. */
  nextAttemptAt: z.string().nullable(),
  /**
   * A pending delivery held back by an earlier one of its endpoint that fails (issue 48): that
   * delivery, its failures and next try. It is sent once that one is delivered, given up or skipped.
   */
  waitingFor: webhookBlockSchema.nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
