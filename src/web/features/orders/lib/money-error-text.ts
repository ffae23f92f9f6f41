import type { TFunction } from 'i18next';
import dashboardTexts from '@/i18n/locales/en/dashboard.json';
import { ApiError } from '@/lib/api-client';

/** A refusal of the counter's money routes the dashboard words itself: a key of `payment.refusals`. */
type MoneyErrorCode = keyof (typeof dashboardTexts)['payment']['refusals'];

const isMoneyCode = (code: string): code is MoneyErrorCode => Object.hasOwn(dashboardTexts.payment.refusals, code);

/** The dashboard's text for ALREADY_PAID, DEPOSIT_EXCEEDED, REFUND_EXCEEDS_PAID and the like; null for others. */
export function moneyErrorText(t: TFunction<'dashboard'>, error: unknown): string | null {
  return error instanceof ApiError && isMoneyCode(error.code) ? t(`payment.refusals.${error.code}`) : null;
}
