import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingLimitCodes } from '@shared/booking-limits';
import { newCustomerLimitCodes } from '@shared/new-customer-limits';
import type { CartLine } from '@shared/cart';
import { paths } from '@/lib/paths';
import { toast } from '@/components/toast';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { bookingLimitValues, errorText } from '@/lib/error-text';
import { useBookingLimits, useNewCustomerLimits } from '@/lib/use-booking-limits';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/features/auth';
import { lineKey } from '../lib/cart-store';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency-keys';
import { cart } from '../lib/use-cart';

type Outcome = { line: CartLine } & ({ ok: true } | { ok: false; error: unknown });

async function requestRental(line: CartLine): Promise<Outcome> {
  try {
    const { product, range, quantity } = line;
    await unwrap(
      api.POST('/api/rentals', {
        body: { productId: product.id, dateFrom: range.dateFrom, dateTo: range.dateTo, quantity },
        headers: { 'idempotency-key': idempotencyKeyFor(line) },
      }),
    );
    forgetIdempotencyKey(line);
    return { line, ok: true };
  } catch (error) {
    return { line, ok: false, error };
  }
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** Refusals whose text says what to change: a booking limit, a new customer's, or a request already sent otherwise. */
const explained = new Set<string>([...bookingLimitCodes, ...newCustomerLimitCodes, 'IDEMPOTENCY_KEY_REUSED']);
const isExplained = (error: unknown) => error instanceof ApiError && explained.has(error.code);

/**
 * Proceed to checkout (SPEC sections 2 and 8). Logged out: to /login, which brings the customer
 * back to the cart. Logged in: every line becomes a rental request, all sent at once; the server
 * picks the units. Each line gets its own message; booked lines leave the cart, the others stay.
 */
export function useCheckout() {
  const { t } = useTranslation('cart');
  const { isLoggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limits = useBookingLimits();
  const newCustomerLimits = useNewCustomerLimits();

  const mutation = useMutation({
    mutationFn: (lines: CartLine[]) => Promise.all(lines.map(requestRental)),
    onSuccess: async (outcomes) => {
      if (outcomes.some((outcome) => !outcome.ok && isStatus(outcome.error, 401))) {
        // The session ended while the cart was open: nothing was booked with it.
        await queryClient.invalidateQueries({ queryKey: queryKeys.me });
        toast.info(t('checkout.loginFirst'));
        await navigate(paths.login.getHref());
        return;
      }
      for (const outcome of outcomes) {
        const name = outcome.line.product.name;
        if (outcome.ok) {
          cart.remove(lineKey(outcome.line));
          toast.success(t('checkout.requested', { name }));
        } else if (isExplained(outcome.error)) {
          toast.error(
            t('checkout.refused', {
              name,
              reason: errorText(t, outcome.error, bookingLimitValues(limits, newCustomerLimits)),
            }),
          );
        } else if (isStatus(outcome.error, 409)) toast.error(t('notEnoughStock', { name }));
        else toast.error(t('checkout.error', { name }));
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability.all });
      if (outcomes.some((outcome) => outcome.ok)) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all });
        await navigate(paths.account.rentalRequests.getHref());
      }
    },
  });

  const checkout = () => {
    if (mutation.isPending) return;
    if (!isLoggedIn) {
      toast.info(t('checkout.loginFirst'));
      void navigate(paths.login.getHref());
      return;
    }
    mutation.mutate(cart.getSnapshot());
  };

  return { checkout, isPending: mutation.isPending };
}
