import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingLimitCodes } from '@shared/booking-limits';
import { newCustomerLimitCodes } from '@shared/new-customer-limits';
import { cartLineDailyCents, type CartLine } from '@shared/cart';
import { fromCents } from '@shared/money';
import type { OpeningRules } from '@shared/opening-days';
import type { BusinessBuyer } from '@shared/schemas/invoice';
import { orderLineRefusalSchema, type NewOrder, type Order, type OrderLineRefusal } from '@shared/schemas/order';
import type { OrderPaymentMethod } from '@shared/schemas/settings';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { bookingLimitValues, errorText } from '@/lib/error-text';
import { useBookingLimits, useNewCustomerLimits, useOpeningRules } from '@/lib/use-booking-limits';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/features/auth';
import { announceChanges } from '../lib/change-texts';
import { businessBuyer } from '../lib/business-buyer';
import { cartExtras } from '../lib/cart-extras';
import { answeredLine, answeredLines, type LinePrice } from '../lib/cart-pricing';
import { lineKey } from '../lib/cart-store';
import { couponRefusalOf, refusesWaiver } from '../lib/coupon-refusals';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency-keys';
import { lineNotes } from '../lib/line-notes';
import { PURCHASE_ORDER_FIELD_ID, purchaseOrder } from '../lib/purchase-order';
import { applyRefusal, type LineChange } from '../lib/order-refusal';
import { cart } from '../lib/use-cart';
import { useLanguage } from '@/i18n/use-language';
import { cartPriceKeys, type PriceExtras } from './cart-price';
import type { CartPricing } from './use-cart-price';

/**
 * Each line with the daily price the cart shows for it: the server's price answer for the cart
 * as it is (`prices`), else its own (the duration price for its charged days, if any); and the
 * coupon and waiver that answer took.
 */
const toOrder = (
  lines: CartLine[],
  payment: OrderPaymentMethod | undefined,
  business: BusinessBuyer | undefined,
  rules: OpeningRules,
  extras: PriceExtras & { total?: string; purchaseOrder?: string },
  prices: Map<string, LinePrice>,
): NewOrder => ({
  ...(payment ? { payment } : {}),
  ...(business ? { business } : {}),
  ...(extras.couponCode !== undefined ? { couponCode: extras.couponCode } : {}),
  ...(extras.damageWaiver ? { damageWaiver: true } : {}),
  // The total the customer was shown: the order is refused if it would cost another.
  ...(extras.total !== undefined ? { total: extras.total } : {}),
  ...(extras.purchaseOrder !== undefined ? { purchaseOrder: extras.purchaseOrder } : {}),
  lines: lines.map((line) => ({
    productId: line.product.id,
    dateFrom: line.range.dateFrom,
    dateTo: line.range.dateTo,
    quantity: line.quantity,
    dailyPrice: fromCents(answeredLine(prices, line)?.dailyCents ?? cartLineDailyCents(line, rules)),
  })),
});

type Outcome = { sent: CartLine[] } & ({ ok: true; order: Pick<Order, 'checkoutUrl'> } | { ok: false; error: unknown });

/** Refusals of the payment rather than of the lines: nothing was booked, and the cart says what to do. */
export type PaymentProblem = 'unavailable' | 'notOffered';
const PAYMENT_UNAVAILABLE = 'PAYMENT_UNAVAILABLE';
const PAYMENT_METHOD_NOT_OFFERED = 'PAYMENT_METHOD_NOT_OFFERED';
const PURCHASE_ORDER_REQUIRED = 'PURCHASE_ORDER_REQUIRED';

/** The whole cart as one order (POST /api/orders): every line is booked, or none. */
async function placeOrder({
  sent,
  payment,
  business,
  rules,
  extras,
  prices,
}: {
  sent: CartLine[];
  payment: OrderPaymentMethod | undefined;
  business: BusinessBuyer | undefined;
  rules: OpeningRules;
  extras: PriceExtras & { total?: string; purchaseOrder?: string };
  prices: Map<string, LinePrice>;
}): Promise<Outcome> {
  const order = toOrder(sent, payment, business, rules, extras, prices);
  try {
    const placed = await unwrap(
      api.POST('/api/orders', { body: order, headers: { 'idempotency-key': idempotencyKeyFor(order) } }),
    );
    forgetIdempotencyKey(order);
    return { sent, ok: true, order: placed };
  } catch (error) {
    // Answered for good: sent again, the same cart is a new order. A lost answer keeps its key.
    // Stripe out of reach is an answer too: nothing was booked.
    const answered =
      error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.code === PAYMENT_UNAVAILABLE);
    if (answered) forgetIdempotencyKey(order);
    return { sent, ok: false, error };
  }
}

const paymentProblemOf = (error: unknown): PaymentProblem | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.code === PAYMENT_UNAVAILABLE) return 'unavailable';
  if (error.code === PAYMENT_METHOD_NOT_OFFERED) return 'notOffered';
  return null;
};

/** The refused lines of a 409 ORDER_REFUSED, or a limit's refusal when it names its line. */
function refusedLines(error: ApiError): OrderLineRefusal[] {
  const lines = orderLineRefusalSchema.array().safeParse(error.details?.['lines']);
  return lines.success ? lines.data : [];
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** Refusals whose text says what to change: a booking limit, a new customer's, or a request already sent otherwise. */
const explained = new Set<string>([...bookingLimitCodes, ...newCustomerLimitCodes, 'IDEMPOTENCY_KEY_REUSED']);

/**
 * Proceed to checkout (SPEC sections 2 and 8). Logged out: to /login, which brings the customer
 * back to the cart. Logged in: the whole cart is one order; the server picks the units. Booked:
 * a message per line, the cart empties, on to the rental requests. Refused: nothing was booked,
 * every line stays, and the lines that failed say why and what changed on them. Paid online
 *: the order holds its units and the customer goes on to Stripe's page
 * (`checkoutUrl`); Stripe brings them back to the rental requests. The order takes the coupon
 * and the waiver of the cart's price question (`pricing`); a coupon refused at checkout (used up
 * meanwhile) is said on its field, and the cart stays.
 */
export function useCheckout(pricing: Pick<CartPricing, 'request' | 'current'>) {
  const { t } = useTranslation('cart');
  const { isLoggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limits = useBookingLimits();
  const newCustomerLimits = useNewCustomerLimits();
  const language = useLanguage();
  const rules = useOpeningRules();
  const [paymentProblem, setPaymentProblem] = useState<PaymentProblem | null>(null);

  /** A refusal's text in the customer's language (never the server's English message). */
  const reasonOf = (error: ApiError, refusal?: OrderLineRefusal) => {
    const coded = new ApiError(error.status, refusal?.code ?? error.code, refusal?.message ?? error.message);
    return errorText(t, coded, bookingLimitValues(limits, newCustomerLimits));
  };

  const refused = (sent: CartLine[], error: ApiError) => {
    const refusals = refusedLines(error);
    if (refusals.length === 0) {
      // A refusal of the whole order (a limit on the customer, not on a line): today's texts, per line.
      const reason = explained.has(error.code) ? reasonOf(error) : null;
      const texts = new Set(
        sent.map((line) =>
          reason
            ? t('checkout.refused', { name: line.product.name, reason })
            : error.status === 409
              ? t('notEnoughStock', { name: line.product.name })
              : t('checkout.error', { name: line.product.name }),
        ),
      );
      for (const text of texts) toast.error(text);
      return;
    }
    let changes: LineChange[] = [];
    cart.update((current) => {
      const result = applyRefusal(current, sent, refusals, rules);
      changes = result.changes;
      return result.lines;
    });
    const reasons = new Map<LineChange, string>();
    for (const change of changes) {
      const refusal = refusals.find((one) => sent[one.index] === change.line);
      if (change.kind === 'refused') reasons.set(change, reasonOf(error, refusal));
    }
    announceChanges(t, changes, language, reasons);
  };

  const mutation = useMutation({
    mutationFn: placeOrder,
    onSuccess: async (outcome, { extras }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability.all });
      if (!outcome.ok) {
        const { error } = outcome;
        if (isStatus(error, 401)) {
          // The session ended while the cart was open: nothing was booked with it.
          await queryClient.invalidateQueries({ queryKey: queryKeys.me });
          toast.info(t('checkout.loginFirst'));
          await navigate(paths.login.getHref());
          return;
        }
        const problem = paymentProblemOf(error);
        if (problem !== null) {
          // The offered methods changed, or Stripe is out of reach: the cart shows what applies now.
          setPaymentProblem(problem);
          if (problem === 'notOffered') await queryClient.invalidateQueries({ queryKey: queryKeys.shop });
          return;
        }
        const coupon = couponRefusalOf(error);
        if (coupon !== null && extras.couponCode !== undefined) {
          // The code can no longer be used (used up meanwhile): said on its field; nothing was booked.
          cartExtras.refuseCoupon(extras.couponCode, coupon);
          toast.error(t('coupon.checkoutRefused'));
          return;
        }
        if (refusesWaiver(error)) {
          // The shop stopped offering the waiver: the cart reads its settings again and shows the new total.
          await queryClient.invalidateQueries({ queryKey: queryKeys.shop });
          toast.error(t('waiver.notOffered'));
          return;
        }
        // Any other refusal: the cart's prices are asked afresh (a product's price may have changed).
        void queryClient.invalidateQueries({ queryKey: cartPriceKeys.all });
        if (error instanceof ApiError && error.code === PURCHASE_ORDER_REQUIRED) {
          // The business asks for its purchase-order number: said on its field; nothing was booked.
          purchaseOrder.refuse();
          document.getElementById(PURCHASE_ORDER_FIELD_ID)?.focus();
          toast.error(t('purchaseOrder.refused'));
          return;
        }
        if (isStatus(error, 400) && error instanceof ApiError && businessBuyer.refuse(error.field)) {
          // The business's details, not the lines: the field says what to mend; nothing was booked.
          toast.error(t('business.refused'));
          return;
        }
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) refused(outcome.sent, error);
        else for (const line of outcome.sent) toast.error(t('checkout.error', { name: line.product.name }));
        return;
      }
      const booked = new Set(outcome.sent.map(lineKey));
      cart.update((current) => current.filter((line) => !booked.has(lineKey(line))));
      // The coupon and the purchase-order number were this order's; a new cart gives its own.
      cartExtras.reset();
      purchaseOrder.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      const { checkoutUrl } = outcome.order;
      if (checkoutUrl) {
        // The units are held; the order is confirmed only when Stripe says it is paid.
        toast.info(t('checkout.toPayment'));
        window.location.assign(checkoutUrl);
        return;
      }
      for (const line of outcome.sent) toast.success(t('checkout.requested', { name: line.product.name }));
      await navigate(paths.account.rentalRequests.getHref());
    },
  });

  const checkout = (payment: OrderPaymentMethod | undefined, business?: BusinessBuyer) => {
    if (mutation.isPending) return;
    setPaymentProblem(null);
    if (!isLoggedIn) {
      toast.info(t('checkout.loginFirst'));
      void navigate(paths.login.getHref());
      return;
    }
    lineNotes.clear();
    const { couponCode, damageWaiver } = pricing.request;
    const total = pricing.current?.price.total;
    mutation.mutate({
      sent: cart.getSnapshot(),
      payment,
      business,
      rules,
      extras: { couponCode, damageWaiver, total, purchaseOrder: purchaseOrder.toSend() },
      prices: answeredLines(pricing.current),
    });
  };

  return {
    checkout,
    isPending: mutation.isPending,
    /** On the way to Stripe's page: the booked lines have left the cart, which is not "empty" yet. */
    redirecting: mutation.isSuccess && mutation.data.ok && mutation.data.order.checkoutUrl !== null,
    paymentProblem,
  };
}
