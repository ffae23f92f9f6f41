import type { TFunction } from 'i18next';
import { type WebhookBlock, webhookEventTypes, type WebhookEventType } from '@shared/schemas/webhooks';
import { shopTimeZone } from '@/lib/shop-calendar';

type WebhooksT = TFunction<'webhooks'>;

/** An event's name as people say it ("Order paid"), or its code for a type this build does not know. */
export function eventName(t: WebhooksT, type: string): string {
  return (webhookEventTypes as string[]).includes(type) ? t(`events.${type as WebhookEventType}`) : type;
}

/** An instant on the shop's clock ("3 May, 14:35"). */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: shopTimeZone(),
  }).format(new Date(instant));
}

/**
 * The failing delivery that holds the others back (issue 48), said in full: its event, how often
 * it failed and what it last got, when it is tried next, and (`withWaiting`) how many wait behind it.
 */
export function blockText(t: WebhooksT, block: WebhookBlock, language: string, withWaiting = true): string {
  const answer =
    block.statusCode !== null ? t('deliveries.code', { code: block.statusCode }) : t('deliveries.noAnswer');
  return [
    t('blocked.failed', { event: eventName(t, block.eventType), count: block.failures, answer }),
    block.nextAttemptAt && t('blocked.nextTry', { time: formatInstant(block.nextAttemptAt, language) }),
    withWaiting && t('blocked.waiting', { count: block.waiting }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** What the URL field says about a refusal of the server: the field's own text, or null for the rest. */
export function urlRefusal(t: WebhooksT, error: unknown): string | null {
  const { field, code } = (error ?? {}) as { field?: string; code?: string };
  if (field !== 'url') return null;
  if (code === 'WEBHOOK_URL_PRIVATE') return t('form.urlPrivate');
  if (code === 'WEBHOOK_URL_NOT_HTTPS') return t('form.urlHttps');
  return t('form.urlInvalid');
}
