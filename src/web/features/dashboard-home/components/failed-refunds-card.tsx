import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCashBanknote, IconReceiptRefund, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview, FailedRefund } from '@shared/schemas/admin-overview';
import { formatEuros, toCents } from '@shared/money';
import { SETTLED_NOTE_MAX } from '@shared/schemas/payments';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/error-text';
import { type PaidBackChannel, useRetryRefund, useSettleRefundAnotherWay } from '../api/use-failed-refund-actions';
import { AlertListCard, AlertRow, OrderLink } from './alert-list-card';
import { useLanguage } from '@/i18n/use-language';

/**
 * Refunds through Stripe that did not go through after their last try (decision 064): owed to
 * the customer, who has not been told they are on their way. Each waits here until someone asks
 * Stripe again or records that the shop paid it back another way. Shown only while there is some.
 */
export function FailedRefundsCard({ list }: { list: AdminOverview['failedRefunds'] }) {
  const { t } = useTranslation('dashboard-home');
  const [settling, setSettling] = useState<FailedRefund | null>(null);
  // The popup stays mounted while closed (the focus goes back to the button that opened it); a
  // fresh form on each opening.
  const [opening, setOpening] = useState(0);
  return (
    <AlertListCard
      id="home-failed-refunds"
      title={t('failedRefunds.title')}
      description={t('failedRefunds.description')}
      icon={<IconReceiptRefund size={20} />}
      list={list}
      older={(count) => t('failedRefunds.older', { count })}
      row={(refund) => (
        <RefundRow
          refund={refund}
          onSettle={() => {
            setSettling(refund);
            setOpening((n) => n + 1);
          }}
        />
      )}
    >
      <Modal
        opened={settling !== null}
        onClose={() => setSettling(null)}
        title={t('failedRefunds.settle.title')}
        centered
        closeButtonProps={{ 'aria-label': t('failedRefunds.settle.close') }}
      >
        {settling && <SettleForm key={opening} refund={settling} onClose={() => setSettling(null)} />}
      </Modal>
    </AlertListCard>
  );
}

function useEuros() {
  const language = useLanguage();
  return (amount: string) => formatEuros(toCents(amount), language);
}

function RefundRow({ refund, onSettle }: { refund: FailedRefund; onSettle: () => void }) {
  const { t } = useTranslation('dashboard-home');
  const retry = useRetryRefund();
  const amount = useEuros()(refund.amount);
  const named = { amount, reference: refund.order.reference };
  return (
    <AlertRow amount={amount} instant={refund.failedAt} beside={<Text size="sm">{refund.customerName}</Text>}>
      <Text size="sm">
        <OrderLink label={t('failedRefunds.forOrder')} order={refund.order} />
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('failedRefunds.reason')} {/* Stripe's own words, in English. */}
        <span lang="en">{refund.reason ?? t('failedRefunds.noReason')}</span>
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCashBanknote size={14} aria-hidden />}
          aria-label={t('failedRefunds.settleNamed', named)}
          onClick={onSettle}
        >
          {t('failedRefunds.settle.open')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retry.isPending}
          aria-label={t('failedRefunds.retryNamed', named)}
          onClick={() =>
            retry.mutate(refund.id, {
              onSuccess: () => toast.success(t('failedRefunds.retried', named)),
              onError: (error) => toast.error(errorText(t, error)),
            })
          }
        >
          {t('failedRefunds.retry')}
        </Button>
      </Group>
    </AlertRow>
  );
}

/** "Refunded another way": how the shop paid it back, in a short note; it then counts as refunded. */
function SettleForm({ refund, onClose }: { refund: FailedRefund; onClose: () => void }) {
  const { t } = useTranslation('dashboard-home');
  const settle = useSettleRefundAnotherWay();
  const amount = useEuros()(refund.amount);
  const form = useForm<{ note: string; channel: PaidBackChannel }>({
    initialValues: { note: '', channel: 'bank_transfer' },
    validate: { note: (value) => (value.trim() === '' ? t('failedRefunds.settle.noteRequired') : null) },
  });
  const submit = form.onSubmit(({ note, channel }) =>
    settle.mutate(
      { id: refund.id, note: note.trim(), channel },
      {
        onSuccess: () => {
          toast.success(t('failedRefunds.settle.done', { amount, reference: refund.order.reference }));
          onClose();
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('failedRefunds.settle.lead', { amount, reference: refund.order.reference, name: refund.customerName })}
        </Text>
        <Radio.Group label={t('failedRefunds.settle.channel')} {...form.getInputProps('channel')}>
          <Group gap="lg" mt={6}>
            <Radio value="bank_transfer" label={t('failedRefunds.settle.channels.bank_transfer')} data-autofocus />
            <Radio value="cash" label={t('failedRefunds.settle.channels.cash')} />
            <Radio value="terminal" label={t('failedRefunds.settle.channels.terminal')} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('failedRefunds.settle.note')}
          description={t('failedRefunds.settle.noteHint')}
          withAsterisk
          maxLength={SETTLED_NOTE_MAX}
          autoComplete="off"
          {...form.getInputProps('note')}
        />
        <DialogActions
          cancelLabel={t('failedRefunds.settle.cancel')}
          onCancel={onClose}
          submitLabel={t('failedRefunds.settle.submit')}
          loading={settle.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}
