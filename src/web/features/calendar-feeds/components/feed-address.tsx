import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { ErrorMessage } from '@/components/error-message';
import { toast } from '@/components/toast';
import { errorWithContext } from '@/lib/error-text';
import { formatShopDay } from '@/lib/shop-calendar';
import { type FeedOwner, useCalendarFeed, useRenewCalendarFeed } from '../api/use-calendar-feed';
import { useLanguage } from '@/i18n/use-language';

type Props = { owner: FeedOwner; /** Names the field and the dialog: the card's own key. */ kind: 'own' | 'shop' };

/**
 * A feed's secret address: read-only, selected whole on focus, with Copy beside it, how to
 * subscribe, and Renew behind a confirmation that says the old address stops working.
 */
export function FeedAddress({ owner, kind }: Props) {
  const { t } = useTranslation('calendar-feeds');
  const language = useLanguage();
  const feed = useCalendarFeed(owner);
  const [confirming, setConfirming] = useState(false);
  const fieldId = `calendar-feed-address-${kind}`;

  if (feed.isError) return <ErrorMessage message={errorWithContext(t, t('address.loadError'), feed.error)} />;

  return (
    <Stack gap="sm">
      {feed.isPending ? (
        <Skeleton height={60} radius="sm" aria-label={t('address.loading')} />
      ) : (
        // At a phone's width the field takes the whole line and Copy goes under it: more of the address shows.
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            id={fieldId}
            label={t('address.label')}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            style={{ flex: '1 1 16rem', minWidth: 0 }}
            data-testid="calendar-feed-url"
          />
          <CopyButton value={feed.data.url} timeout={2500}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                aria-label={copied ? t('address.copied') : t('address.copyLabel')}
                miw={104}
              >
                {copied ? t('address.copied') : t('address.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {t('address.help')}
      </Text>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="xs" c="dimmed">
          {feed.data ? t('address.madeOn', { date: formatShopDay(feed.data.renewedAt, language) }) : null}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          onClick={() => setConfirming(true)}
          disabled={!feed.data}
        >
          {t('address.renew')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('address.renewTitle')} centered>
        <RenewConfirmation owner={owner} kind={kind} onClose={() => setConfirming(false)} />
      </Modal>
    </Stack>
  );
}

function RenewConfirmation({ owner, kind, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation('calendar-feeds');
  const renew = useRenewCalendarFeed(owner);
  const confirm = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('address.renewed'));
        onClose();
      },
      onError: (error) => toast.error(errorWithContext(t, t('address.renewFailed'), error)),
    });
  return (
    <>
      <Text size="sm">{t(`${kind}.renewBody`)}</Text>
      <DialogActions
        cancelLabel={t('address.cancel')}
        onCancel={onClose}
        focusCancel
        submitLabel={t('address.renewConfirm')}
        onSubmit={confirm}
        danger
        loading={renew.isPending}
        mt="lg"
      />
    </>
  );
}
