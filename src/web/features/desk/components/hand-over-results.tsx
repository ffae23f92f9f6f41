import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowsExchange, IconCash, IconCheck, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromCents } from '@shared/money';
import { useFormatPrice } from '@/components/use-format-price';
import { paths } from '@/lib/paths';
import { useUploadIncidentPhoto } from '../api/use-hand-over';
import { refusalText } from '../lib/refusal-text';
import { sameSerial } from '../lib/serials';
import { swappedUnits } from '../lib/units';
import type { CheckInResult } from './check-in-panel';
import type { CheckOutResult } from './check-out-panel';
import classes from './desk.module.css';

/** What the last check-out did: the units handed over, any swapped onto the rental, and the rent taken or left for later. */
export function CheckOutDone({ result }: { result: CheckOutResult }) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const { rent } = result;
  const { added, removed } = swappedUnits(result.before.items, result.after.items);
  // As the units are written, whatever case they were typed in.
  const handed = result.serials.map(
    (serial) => result.after.items.find((unit) => sameSerial(unit.serialNumber, serial))?.serialNumber ?? serial,
  );
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck aria-hidden />}
      title={t('checkOut.done', { count: result.serials.length })}
      role="status"
      data-testid="check-out-result"
    >
      <Stack gap="xs">
        <Text size="sm" className={classes.serial}>
          {handed.join(', ')}
        </Text>
        {rent && (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="rent-result">
            <IconCash size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">
              {rent.choice === 'later'
                ? t('checkOut.paysLater', { reason: rent.reason })
                : t(`checkOut.taken.${rent.choice}`, { amount: formatPrice(fromCents(rent.cents)) })}
            </Text>
          </Group>
        )}
        {added.length > 0 && (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="swap-result">
            <IconArrowsExchange size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm">
              {added.length === 1 && removed.length === 1
                ? t('checkOut.swappedOne', { added: added[0], removed: removed[0] })
                : t('checkOut.swappedMany', { added: added.join(', '), removed: removed.join(', ') })}
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

type Upload = { itemId: number; serial: string; file: File; state: 'waiting' | 'sending' | 'done' | 'failed' };

/**
 * The photos of a check-in, sent one after the other to the rental's incident once the check-in
 * is recorded; one that fails can be sent again.
 */
export function usePhotoUploads() {
  const upload = useUploadIncidentPhoto();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<unknown>(null);

  const mark = (index: number, state: Upload['state']) =>
    setUploads((all) => all.map((item, at) => (at === index ? { ...item, state } : item)));

  const send = async (incidentId: number | null, list: Upload[]) => {
    for (const [index, item] of list.entries()) {
      if (item.state === 'done') continue;
      mark(index, 'sending');
      try {
        if (incidentId === null) throw new Error('No incident to add the photo to.');
        await upload.mutateAsync({ incidentId, itemId: item.itemId, file: item.file });
        mark(index, 'done');
      } catch (failure) {
        setError(failure);
        mark(index, 'failed');
      }
    }
  };

  return {
    uploads,
    error,
    start: (incidentId: number | null, photos: CheckInResult['photos']) => {
      const list = photos.map((photo) => ({ ...photo, state: 'waiting' as const }));
      setUploads(list);
      setError(null);
      void send(incidentId, list);
    },
    retry: (incidentId: number | null) => {
      setError(null);
      void send(incidentId, uploads);
    },
  };
}

type Uploads = ReturnType<typeof usePhotoUploads>;

/** What the last check-in did: each unit's condition, the services recorded, the incident a damage went to, and its photos. */
export function CheckInDone({ result, photos }: { result: CheckInResult; photos: Uploads }) {
  const { t } = useTranslation('desk');
  const incident = result.after.incident;
  const wrong = result.units.filter((unit) => unit.condition !== 'ok');
  const serviced = result.units.filter((unit) => unit.serviced);
  const sending = photos.uploads.some((item) => item.state === 'waiting' || item.state === 'sending');
  const failed = photos.uploads.filter((item) => item.state === 'failed');
  const sent = photos.uploads.filter((item) => item.state === 'done').length;
  return (
    <Alert
      color={wrong.length > 0 ? 'orange' : 'teal'}
      variant="light"
      icon={<IconCheck aria-hidden />}
      title={t('checkIn.done', { count: result.units.length })}
      role="status"
      data-testid="check-in-result"
    >
      <Stack gap="xs">
        <List size="sm" spacing={2}>
          {result.units.map((unit) => (
            <List.Item key={unit.serial}>
              <span className={classes.serial}>{unit.serial}</span>: {t(`condition.${unit.condition}`)}
            </List.Item>
          ))}
        </List>
        {wrong.length > 0 && (
          <Text size="sm">
            {t('checkIn.outOfService', { count: wrong.length, serials: wrong.map((unit) => unit.serial).join(', ') })}
          </Text>
        )}
        {serviced.length > 0 && (
          <Text size="sm">
            {t('checkIn.service.recorded', {
              count: serviced.length,
              serials: serviced.map((unit) => unit.serial).join(', '),
            })}
          </Text>
        )}
        {wrong.length > 0 && incident && (
          <Anchor
            component={Link}
            to={paths.dashboard.incidents.getHref(incident.id)}
            size="sm"
            c="inherit"
            fw={600}
            underline="always"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('rental.incident', { id: incident.id })}
          </Anchor>
        )}
        {photos.uploads.length > 0 && (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="photo-uploads">
            {sending ? (
              <Loader size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            ) : (
              <IconPhoto size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            )}
            <Text size="sm">
              {sending
                ? t('photos.sending', { sent, count: photos.uploads.length })
                : t('photos.sent', { count: sent })}
            </Text>
          </Group>
        )}
        {!sending && failed.length > 0 && (
          <Alert color="red" variant="outline" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('photos.failed', { count: failed.length, reason: refusalText(t, photos.error, null) })}
              </Text>
              <Button size="xs" variant="default" onClick={() => photos.retry(incident?.id ?? null)}>
                {t('photos.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Alert>
  );
}
