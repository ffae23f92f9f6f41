import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { InlineLoader } from '@/components/inline-loader';
import { toast } from '@/components/toast';
import { errorWithContext, submitErrorText } from '@/lib/error-text';
import { useCancelCustomerRentals, useCustomerRequestedRentals } from '../api/use-cancel-customer-rentals';
import classes from './rentals.module.css';
import { useLanguage } from '@/i18n/use-language';

type Props = {
  /** The rental whose customer it is about. */
  rental: Rental;
  /** After the rentals are cancelled, with their ids: the page may leave one that is gone. */
  onCancelled: (ids: number[]) => void;
};

/**
 * On the dashboard's page of one rental: the customer's rental requests not yet started, and
 * cancelling them all in one step (decision 036: accounts that hold stock they will not collect).
 */
export function CancelCustomerRentals({ rental, onCancelled }: Props) {
  const { t } = useTranslation('rentals');
  const [opened, setOpened] = useState(false);
  const requested = useCustomerRequestedRentals(opened ? rental.userId : null);
  const cancel = useCancelCustomerRentals();
  const cancellable = (requested.data?.items ?? []).filter((item) => item.incident === null);
  const language = useLanguage();

  const confirm = () => {
    cancel.mutate(rental.userId, {
      onSuccess: ({ cancelled }) => {
        toast.success(t('customerRentals.done', { count: cancelled.length }));
        setOpened(false);
        onCancelled(cancelled);
      },
      onError: (error) => toast.error(submitErrorText(t, error)),
    });
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconCalendarOff size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('customerRentals.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': t('close') }}
        title={t('customerRentals.title')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('customerRentals.intro', { name: rental.userName, email: rental.userEmail })}</Text>
          {requested.isPending ? (
            <InlineLoader role="status">{t('customerRentals.loading')}</InlineLoader>
          ) : requested.isError ? (
            <Text size="sm" c="red" role="alert">
              {errorWithContext(t, t('customerRentals.loadError'), requested.error)}
            </Text>
          ) : cancellable.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('customerRentals.none')}
            </Text>
          ) : (
            <ul className={classes.customerRentals} aria-label={t('customerRentals.listLabel')}>
              {cancellable.map((item) => (
                <li key={item.id}>
                  <Text size="sm" fw={600}>
                    {item.productName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateRange(item, language)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <Text size="xs" c="dimmed">
            {t('customerRentals.kept')}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('customerRentals.keep')}
          </Button>
          {requested.isSuccess && cancellable.length > 0 && (
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              {t('customerRentals.submit', { count: cancellable.length })}
            </Button>
          )}
        </Group>
      </Modal>
    </>
  );
}
