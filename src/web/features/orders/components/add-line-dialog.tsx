import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderLineRefusal } from '@shared/schemas/order';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { useFocusAfterSending } from '@/components/use-focus-after-sending';
import { useFormatPrice } from '@/components/use-format-price';
import { reasonOf, reasonSentence } from '@/lib/refusal-reason';
import { ApiError } from '@/lib/api-client';
import { bookingLimitValues, errorWithContext } from '@/lib/error-text';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { useAddOrderLine } from '../api/use-add-order-line';
import { hasCharge, mayAddLine } from '../lib/order-money';
import { StaffOrderLine, type DraftLine } from './staff-order-line';

/** The order-wide refusals this popup explains in the person's language. */
const refusals = ['ORDER_AWAITING_PAYMENT', 'ORDER_NOT_LIVE'] as const;
const isRefusal = (code: string): code is (typeof refusals)[number] => (refusals as readonly string[]).includes(code);

/** The button under the order's lines, while an item may be added; the popup is the page's (AddLineDialog). */
export function AddLineButton({ order, onAdd }: { order: Order; onAdd: () => void }) {
  const { t } = useTranslation('rentals');
  if (!mayAddLine(order)) return null;
  return (
    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
      {t('order.addLine.button')}
    </Button>
  );
}

/** What the server says of the line it refused: the free units (NOT_ENOUGH_STOCK), the price now (PRICE_CHANGED). */
const refusedLine = (error: ApiError) => (error.details?.lines as OrderLineRefusal[] | undefined)?.[0];

const emptyLine = (): DraftLine => ({ key: 1, product: null, dates: null, quantity: 1 });

function AddLineForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(['rentals', 'errors']);
  const formatPrice = useFormatPrice();
  const limits = useBookingLimits();
  const add = useAddOrderLine(order.id);
  const submitButton = useFocusAfterSending(add.isPending);
  const [line, setLine] = useState<DraftLine>(emptyLine);
  const [refusal, setRefusal] = useState<string | undefined>();
  const customer = order.rentals[0]?.userName;

  const refusalText = (error: unknown) => {
    if (error instanceof ApiError) {
      const line = refusedLine(error);
      if (error.code === 'NOT_ENOUGH_STOCK' && line?.available !== undefined) {
        // With why, to the shop (issue 48): the customer's own other rental, or the buffer days.
        const why = reasonSentence(t, reasonOf(line), true);
        return [t('newOrder.notEnoughStock', { count: line.available }), why].filter(Boolean).join(' ');
      }
      if (isRefusal(error.code)) return t(`order.addLine.refused.${error.code}`);
    }
    // Dates, opening days and the shop's limits (400), or no answer: the reason after what failed.
    return errorWithContext(t, t('order.addLine.failed'), error, bookingLimitValues(limits));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { product, dates } = line;
    if (!product || !dates) {
      setRefusal(t('order.addLine.incomplete'));
      return;
    }
    add.mutate(
      { productId: product.id, ...dates, quantity: line.quantity, dailyPrice: product.dailyPrice },
      {
        onSuccess: () => {
          toast.success(t('order.addLine.done', { product: product.name, reference: order.reference }));
          onClose();
        },
        onError: (error) => {
          submitButton.refused();
          const price =
            error instanceof ApiError && error.code === 'PRICE_CHANGED' ? refusedLine(error)?.dailyPrice : undefined;
          if (price !== undefined) {
            // The line shows the price now, and the next press books at it: staff have seen it.
            setLine({ ...line, product: { ...product, dailyPrice: price } });
            setRefusal(t('order.addLine.priceChanged', { price: formatPrice(price) }));
            return;
          }
          setRefusal(refusalText(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {hasCharge(order)
            ? t('order.addLine.paid', { reference: order.reference })
            : customer
              ? t('order.addLine.hint', { customer, reference: order.reference })
              : t('order.addLine.hintPlain', { reference: order.reference })}
        </Text>
        <StaffOrderLine
          line={line}
          index={0}
          onChange={(changed) => {
            setLine(changed);
            setRefusal(undefined);
          }}
          refusal={refusal}
          inPopup={{ line: t('order.addLine.lineLabel'), dates: t('order.addLine.datesLabel') }}
        />
        <DialogActions
          cancelLabel={t('order.addLine.cancel')}
          onCancel={onClose}
          submitLabel={t('order.addLine.submit')}
          loading={add.isPending}
          submitRef={submitButton.ref}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

/**
 * Staff add an item to an order not yet charged (decision 067): a product, its dates
 * and units as the new-order page takes them, at the product's price now. One popup for the
 * page, always mounted, so the focus goes back to "Add item"; its content is dropped on closing,
 * so each opening starts with an empty line.
 */
export function AddLineDialog({ order, opened, onClose }: { order: Order; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('rentals');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('order.addLine.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
    >
      <AddLineForm order={order} onClose={onClose} />
    </Modal>
  );
}
