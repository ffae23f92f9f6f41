import { Button } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartLine } from '@shared/cart';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/features/auth';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useRequestQuote } from '../api/use-request-quote';
import { useCartExtras } from '../lib/cart-extras';

/**
 * "Request a quote" under checkout (decision 090): the cart's lines, its coupon and waiver priced
 * by the server into a quote the customer reads and accepts later, on its own page. Nothing is
 * booked; the cart stays as it is. For a signed-in customer only.
 */
export function RequestQuoteButton({ lines, disabled }: { lines: CartLine[]; disabled: boolean }) {
  const { t } = useTranslation(['cart', 'errors']);
  const { isLoggedIn } = useCurrentUser();
  const extras = useCartExtras();
  const navigate = useNavigate();
  const request = useRequestQuote();
  if (!isLoggedIn) return null;
  const ask = () =>
    request.mutate(
      {
        lines: lines.map((line) => ({
          productId: line.product.id,
          dateFrom: line.range.dateFrom,
          dateTo: line.range.dateTo,
          quantity: line.quantity,
        })),
        ...(extras.couponCode !== null ? { couponCode: extras.couponCode } : {}),
        ...(extras.damageWaiver ? { damageWaiver: true } : {}),
      },
      {
        onSuccess: (quote) => {
          toast.success(t('quote.made', { number: quote.number }));
          void navigate(paths.account.quote.getHref(quote.id));
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconFileDescription size={18} />}
      loading={request.isPending}
      disabled={disabled}
      onClick={ask}
    >
      {t('quote.request')}
    </Button>
  );
}
