import { Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatEuros, fromCents, toCents } from '@shared/money';
import { toSignedCents } from '@shared/signed-money';
import type { Order, PaymentMovement } from '@shared/schemas/order';
import { DialogActions } from '@/components/dialog-actions';
import { EuroInput } from '@/components/euro-input';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { useOrderMoneyAction, type MoneyAction, type TakenChannel } from '../api/use-order-money-actions';
import { amountFromInput, amountToInput } from '../lib/amount-input';
import type { OrderMoney } from '../lib/order-money';
import { moneyErrorText } from '../lib/money-error-text';
import { useLanguage } from '@/i18n/use-language';

/** The counter's actions, each in its own popup. */
export type MoneyDialogKind = 'markPaid' | 'take' | 'keep' | 'return' | 'refund' | 'given';

type FormProps = {
  kind: MoneyDialogKind;
  order: Order;
  money: OrderMoney;
  /** The refund owed at the counter that `given` hands over. */
  movement: PaymentMovement | null;
  onClose: () => void;
  onDone: () => void;
};

type Values = { amount: string; channel: TakenChannel; reason: string };

/** The refusals that are about one field of the popup, shown under it. */
const fieldOfRefusal: Partial<Record<string, 'amount' | 'reason'>> = {
  REASON_REQUIRED: 'reason',
  DEPOSIT_EXCEEDED: 'amount',
  REFUND_EXCEEDS_PAID: 'amount',
};

/**
 * Marking paid asks how much while the order's own payment is still to come: less than the
 * balance is a part payment, more is owed back. What changes added to a paid order
 * (extensions, staff's raises: decision 069) is paid whole.
 */
const asksPayment = (kind: MoneyDialogKind, order: Order) => kind === 'markPaid' && toCents(order.changesDue) === 0;

/** The most each action may move, in cents (null: no amount is asked, or none is too much). */
function limitOf(kind: MoneyDialogKind, money: OrderMoney): number | null {
  if (kind === 'take') return money.depositToTakeCents;
  if (kind === 'keep' || kind === 'return') return money.depositHeldCents;
  if (kind === 'refund') return money.refundableCents;
  return null;
}

/** What the amount field starts with: what remains to pay, take or return; nothing for keep and refund. */
function prefill(kind: MoneyDialogKind, order: Order, money: OrderMoney): number | null {
  if (asksPayment(kind, order)) return Math.max(0, toSignedCents(order.balanceDue));
  if (kind === 'take') return money.depositToTakeCents;
  if (kind === 'return') return money.depositHeldCents;
  return null;
}

function actionOf(kind: MoneyDialogKind, values: Values, cents: number, movement: PaymentMovement | null): MoneyAction {
  const amount = fromCents(cents);
  const reason = values.reason.trim();
  if (kind === 'markPaid') return { kind: 'markPaid', channel: values.channel, ...(values.amount ? { amount } : {}) };
  if (kind === 'given') return { kind: 'refundGiven', paymentId: movement?.id ?? 0, channel: values.channel };
  const channel = values.channel === 'bank_transfer' ? 'cash' : values.channel;
  if (kind === 'refund') return { kind: 'refund', amount, reason };
  return {
    kind: 'deposit',
    action: kind,
    amount,
    channel,
    ...(reason ? { reason } : {}),
  };
}

/**
 * One action on an order's money, confirmed in a popup: mark it paid at pick-up, take,
 * keep part of or return its deposit, or refund. The amount is checked against what the order
 * allows before it is sent; the server checks again and its refusal shows under the field.
 */
function MoneyActionForm({ kind, order, money, movement, onClose, onDone }: FormProps) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const run = useOrderMoneyAction(order.id);
  const limit = limitOf(kind, money);
  const paying = asksPayment(kind, order);
  const asksAmount = limit !== null || paying;
  const start = prefill(kind, order, money);
  const balanceCents = toSignedCents(order.balanceDue);
  const needsReason = kind === 'keep' || kind === 'refund';
  const asksChannel = kind === 'markPaid' || kind === 'take' || kind === 'return' || kind === 'given';
  // The amount a popup without an amount field is about: the order's total (or, paid already, what
  // extensions added since), or the refund handed over.
  const fixedCents =
    kind === 'given' && movement
      ? toCents(movement.amount)
      : toCents(order.changesDue) > 0
        ? toCents(order.changesDue)
        : toCents(order.total);
  const euros = (cents: number) => formatEuros(cents, language);

  const form = useForm<Values>({
    initialValues: {
      amount: start === null ? '' : amountToInput(start, language),
      channel:
        kind === 'return'
          ? money.depositChannel
          : kind === 'given' && (movement?.channel === 'terminal' || movement?.channel === 'bank_transfer')
            ? movement.channel
            : 'cash',
      reason: '',
    },
    validate: {
      amount: (value) => {
        if (!asksAmount) return null;
        const cents = amountFromInput(value);
        if (cents === null) return t('payment.errors.amountInvalid');
        if (cents === 0) return t('payment.errors.amountZero');
        return limit !== null && cents > limit ? t('payment.errors.amountMax', { max: euros(limit) }) : null;
      },
      reason: (value) => (needsReason && value.trim() === '' ? t('payment.errors.reasonRequired') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const cents = asksAmount ? (amountFromInput(values.amount) ?? 0) : fixedCents;
    run.mutate(actionOf(kind, values, cents, movement), {
      onSuccess: () => {
        toast.success(
          paying && cents < balanceCents
            ? t('payment.done.partPayment', { amount: euros(cents), left: euros(balanceCents - cents) })
            : t(`payment.done.${kind}`, { amount: euros(cents) }),
        );
        onDone();
      },
      onError: (error) => {
        const text = moneyErrorText(t, error) ?? errorWithContext(t, t('payment.errors.failed'), error);
        const field = error instanceof ApiError ? fieldOfRefusal[error.code] : undefined;
        if (field) {
          form.setFieldError(field, text);
          return;
        }
        toast.error(text);
        // The order changed meanwhile (already paid, no longer payable): its page now shows how.
        if (error instanceof ApiError && error.status === 409) onClose();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {paying
            ? t('payment.dialogs.markPaid.balanceLead', { reference: order.reference, amount: euros(balanceCents) })
            : t(`payment.dialogs.${kind}.lead`, {
                reference: order.reference,
                amount: euros(limit ?? fixedCents),
              })}
        </Text>
        {asksAmount && (
          <EuroInput
            label={t('payment.fields.amount')}
            description={
              limit === null ? t('payment.fields.amountPaid') : t('payment.fields.amountMax', { max: euros(limit) })
            }
            withAsterisk
            data-autofocus
            {...form.getInputProps('amount')}
          />
        )}
        {asksChannel && (
          <Radio.Group
            label={t(`payment.fields.channel.${kind === 'return' || kind === 'given' ? 'return' : 'take'}`)}
            withAsterisk
            {...form.getInputProps('channel')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="cash" label={t('payment.channels.cash')} data-autofocus={!asksAmount || undefined} />
              <Radio value="terminal" label={t('payment.channels.terminal')} />
              {/* Money paid or given back by hand may also go through the shop's bank. */}
              {(kind === 'markPaid' || kind === 'given') && (
                <Radio value="bank_transfer" label={t('payment.channels.bank_transfer')} />
              )}
            </Group>
          </Radio.Group>
        )}
        {needsReason && (
          <TextInput
            label={t('payment.fields.reason')}
            description={t(`payment.fields.reasonHint.${kind === 'keep' ? 'keep' : 'refund'}`)}
            withAsterisk
            maxLength={500}
            {...form.getInputProps('reason')}
          />
        )}
        {kind === 'refund' && (
          <Text size="sm" c="dimmed">
            {t(order.payment === 'online' ? 'payment.dialogs.refund.stripeNote' : 'payment.dialogs.refund.counterNote')}
          </Text>
        )}
        <DialogActions
          cancelLabel={t('payment.cancel')}
          onCancel={onClose}
          submitLabel={t(`payment.dialogs.${kind}.submit`)}
          loading={run.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

type Props = {
  kind: MoneyDialogKind;
  opened: boolean;
  /** Changes on every opening, so each starts with a fresh form. */
  formKey: number;
  order: Order;
  money: OrderMoney;
  movement: PaymentMovement | null;
  onClose: () => void;
  /** After the action succeeded. */
  onDone: () => void;
};

/** The popup; it stays mounted while closed, so the focus goes back to the button that opened it. */
export function MoneyActionDialog({ kind, opened, formKey, order, money, movement, onClose, onDone }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`payment.dialogs.${kind}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('payment.close') }}
    >
      <MoneyActionForm
        key={`${kind}-${formKey}`}
        kind={kind}
        order={order}
        money={money}
        movement={movement}
        onClose={onClose}
        onDone={onDone}
      />
    </Modal>
  );
}
