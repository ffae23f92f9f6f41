import { NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RENTAL_MAX_QUANTITY } from '@shared/limits';
import { formatEuros, toCents } from '@shared/money';
import type { Order, OrderLineRefusal } from '@shared/schemas/order';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { useFocusAfterSending } from '@/components/use-focus-after-sending';
import { ApiError } from '@/lib/api-client';
import { bookingLimitValues, errorWithContext } from '@/lib/error-text';
import { reasonOf, reasonSentence } from '@/lib/refusal-reason';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { useChangeLineUnits } from '../api/use-change-line-units';
import { hasCharge } from '../lib/order-money';
import { mayChangeLinePrice } from './change-price-dialog';
import { LineDialog, LineHeading, type LineDialogProps } from './line-dialog';
import { useLanguage } from '@/i18n/use-language';

type Line = Order['rentals'][number];

/** The server's refusals this popup explains in the person's language, under the field. */
const refusals = [
  'NOT_ENOUGH_STOCK',
  'UNIT_HANDED_OVER',
  'ALREADY_CANCELLED',
  'ORDER_AWAITING_PAYMENT',
  'ORDER_NOT_LIVE',
  'CHANGE_PENDING',
  'PRICE_BELOW_REFUNDS',
  'TOO_MANY_UNITS',
] as const;
type Refusal = (typeof refusals)[number];
const isRefusal = (code: string): code is Refusal => (refusals as readonly string[]).includes(code);

/**
 * Whether staff may set the line's units: where its price may change, and before any of its units
 * is handed over (the server refuses then: UNIT_HANDED_OVER).
 */
export const mayChangeLineUnits = (order: Order, line: Line) =>
  mayChangeLinePrice(order, line) && line.items.every((unit) => unit.checkedOutAt === null);

/** The line a NOT_ENOUGH_STOCK refusal names: `available`, the pieces the line could have in all, and why (issue 48). */
const refusedLine = (error: ApiError) => (error.details?.lines as OrderLineRefusal[] | undefined)?.[0];

type Values = { quantity: number | string };

function ChangeUnitsForm({ order, line, onClose }: { order: Order; line: Line; onClose: () => void }) {
  const { t } = useTranslation(['rentals', 'errors']);
  const language = useLanguage();
  const limits = useBookingLimits();
  const change = useChangeLineUnits(order.id);
  const submitButton = useFocusAfterSending(change.isPending);
  const form = useForm<Values>({
    initialValues: { quantity: line.quantity },
    validate: {
      quantity: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RENTAL_MAX_QUANTITY
          ? null
          : t('order.changeUnits.errors.quantityInvalid', { max: RENTAL_MAX_QUANTITY }),
    },
  });
  const wanted = typeof form.values.quantity === 'number' ? form.values.quantity : null;
  // What the line will cost, as the server counts it: booked daily price x charged days x pieces.
  const totalCents = wanted === null ? null : toCents(line.dailyPrice) * line.chargedDays * wanted;

  const refusalText = (code: Refusal, error: ApiError) => {
    const refused = code === 'NOT_ENOUGH_STOCK' ? refusedLine(error) : undefined;
    const text =
      refused?.available === undefined
        ? t(`order.changeUnits.refused.${code}`, bookingLimitValues(limits))
        : t('order.changeUnits.atMost', { count: refused.available });
    // With why, to the shop, as adding a line says it: the customer's own other rental, or the buffer days.
    const why = code === 'NOT_ENOUGH_STOCK' ? reasonSentence(t, reasonOf(refused ?? error.details), true) : null;
    return why ? `${text} ${why}` : text;
  };

  const submit = form.onSubmit((values) => {
    const quantity = Number(values.quantity);
    if (quantity === line.quantity) {
      onClose();
      return;
    }
    change.mutate(
      { rentalId: line.id, quantity },
      {
        onSuccess: () => {
          toast.success(t('order.changeUnits.done', { product: line.productName, count: quantity }));
          onClose();
        },
        onError: (error) => {
          // The popup stays open: the refusal is under the field, any other failure in a toast.
          submitButton.refused();
          if (error instanceof ApiError && isRefusal(error.code)) {
            form.setFieldError('quantity', refusalText(error.code, error));
            return;
          }
          toast.error(errorWithContext(t, t('order.changeUnits.failed'), error, bookingLimitValues(limits)));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LineHeading line={line} />
        <Text size="sm">{t(hasCharge(order) ? 'order.changeUnits.paid' : 'order.changeUnits.unpaid')}</Text>
        <NumberInput
          label={t('order.changeUnits.quantity')}
          description={t(line.isKit ? 'order.changeUnits.bookedKits' : 'order.changeUnits.booked', {
            count: line.quantity,
          })}
          withAsterisk
          min={1}
          max={RENTAL_MAX_QUANTITY}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="blur"
          data-autofocus
          {...form.getInputProps('quantity')}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="units-line-total">
          {totalCents === null
            ? '\u00a0'
            : t('order.changeUnits.lineTotal', { total: formatEuros(totalCents, language) })}
        </Text>
        <DialogActions
          cancelLabel={t('order.changeUnits.cancel')}
          onCancel={onClose}
          submitLabel={t('order.changeUnits.submit')}
          loading={change.isPending}
          submitRef={submitButton.ref}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

/** Staff set how many pieces one line books (decision 067). */
export function ChangeUnitsDialog({ order, line, onClose }: LineDialogProps) {
  const { t } = useTranslation('rentals');
  return (
    <LineDialog line={line} onClose={onClose} title={t('order.changeUnits.title')}>
      {(open) => <ChangeUnitsForm order={order} line={open} onClose={onClose} />}
    </LineDialog>
  );
}
