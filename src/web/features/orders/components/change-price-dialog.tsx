import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatEuros, fromCents, toCents } from '@shared/money';
import type { Order } from '@shared/schemas/order';
import { DialogActions } from '@/components/dialog-actions';
import { EuroInput } from '@/components/euro-input';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { useChangeLinePrice } from '../api/use-change-line-price';
import { amountFromInput, amountToInput } from '../lib/amount-input';
import { LineDialog, LineHeading, type LineDialogProps } from './line-dialog';
import { useLanguage } from '@/i18n/use-language';

type Line = Order['rentals'][number];

/** The most a daily price may be set to, in cents (shared/schemas/line-changes.ts). */
const DAILY_PRICE_MAX_CENTS = 10_000_000;

/** The server's refusals this popup explains in the person's language (decision 066). */
const refusals = [
  'PRICE_BELOW_REFUNDS',
  'ORDER_AWAITING_PAYMENT',
  'CHANGE_PENDING',
  'ALREADY_CANCELLED',
  'ORDER_NOT_LIVE',
] as const;
const isRefusal = (code: string): code is (typeof refusals)[number] => (refusals as readonly string[]).includes(code);

/** Whether staff may set the line's price: a live line of an order not waiting for Stripe nor closed. */
export const mayChangeLinePrice = (order: Order, line: Line) => line.cancelledAt === null && order.status === 'Placed';

type Values = { dailyPrice: string; reason: string };

function ChangePriceForm({ order, line, onClose }: { order: Order; line: Line; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const change = useChangeLinePrice(order.id);
  const paid = order.paid !== '0.00';
  const form = useForm<Values>({
    initialValues: { dailyPrice: amountToInput(toCents(line.dailyPrice), language), reason: '' },
    validate: {
      dailyPrice: (value) => {
        const cents = amountFromInput(value);
        if (cents === null) return t('order.changePrice.errors.priceInvalid');
        return cents > DAILY_PRICE_MAX_CENTS ? t('order.changePrice.errors.priceTooHigh') : null;
      },
      reason: (value) => (value.trim() === '' ? t('order.changePrice.errors.reasonRequired') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const cents = amountFromInput(values.dailyPrice) ?? 0;
    change.mutate(
      { rentalId: line.id, dailyPrice: fromCents(cents), reason: values.reason.trim() },
      {
        onSuccess: () => {
          toast.success(
            t('order.changePrice.done', { product: line.productName, price: formatEuros(cents, language) }),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && isRefusal(error.code)) {
            form.setFieldError('dailyPrice', t(`order.changePrice.refused.${error.code}`));
            return;
          }
          toast.error(errorWithContext(t, t('order.changePrice.failed'), error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LineHeading line={line} />
        <Text size="sm">
          {t(paid ? 'order.changePrice.paid' : 'order.changePrice.unpaid', { reference: order.reference })}
        </Text>
        <EuroInput
          label={t('order.changePrice.price')}
          description={t('order.changePrice.priceHint', { price: formatEuros(toCents(line.dailyPrice), language) })}
          withAsterisk
          data-autofocus
          {...form.getInputProps('dailyPrice')}
        />
        <TextInput
          label={t('order.changePrice.reason')}
          description={t('order.changePrice.reasonHint')}
          withAsterisk
          maxLength={500}
          {...form.getInputProps('reason')}
        />
        <DialogActions
          cancelLabel={t('order.changePrice.cancel')}
          onCancel={onClose}
          submitLabel={t('order.changePrice.submit')}
          loading={change.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

/** Staff set one line's daily price with a reason (decision 066); each opening starts a fresh form. */
export function ChangePriceDialog({ order, line, onClose }: LineDialogProps) {
  const { t } = useTranslation('rentals');
  return (
    <LineDialog line={line} onClose={onClose} title={t('order.changePrice.title')}>
      {(open) => <ChangePriceForm order={order} line={open} onClose={onClose} />}
    </LineDialog>
  );
}
