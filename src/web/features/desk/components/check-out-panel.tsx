import { useState, type FormEvent } from 'react';
import { Alert, Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@shared/money';
import type { CounterChannel } from '@shared/schemas/payments';
import type { Rental } from '@shared/schemas/rental';
import { useFormatPrice } from '@/components/use-format-price';
import { useCheckOut } from '../api/use-hand-over';
import { useShopRules } from '../api/use-desk-rental';
import { refusalText } from '../lib/refusal-text';
import { addSerial, refusedSerial, sameSerial, serialKind, type SerialKind } from '../lib/serials';
import { unitsWaiting } from '../lib/units';
import { ChannelChoice } from './channel-choice';
import { HandOverPanel } from './hand-over-panel';
import { SerialField } from './serial-field';
import classes from './desk.module.css';

/** What a check-out did, for the page to show once the panel has nothing more to hand over. */
export type CheckOutResult = { before: Rental; after: Rental; serials: string[] };

const kindColor: Record<SerialKind, string> = { booked: 'teal', other: 'grape', alreadyOut: 'red' };

type Props = { rental: Rental; onDone: (result: CheckOutResult) => void };

/**
 * Check-out: the units handed over now, scanned or typed one after the other. The rental's own
 * units are marked as such; another unit of the same product is swapped in if it is free (the
 * server decides, and says why not next to the serial). The deposit is taken here, at the till or
 * the card terminal.
 */
export function CheckOutPanel({ rental, onDone }: Props) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const rules = useShopRules();
  const checkOut = useCheckOut(rental.id);
  const [serials, setSerials] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<{ serial: string | null; text: string } | null>(null);
  const [depositChannel, setDepositChannel] = useState<CounterChannel>('cash');
  const waiting = unitsWaiting(rental);
  const takesDeposit = rules?.deposits.enabled !== false && toCents(rental.deposit) > 0;

  const add = (typed: string) => {
    const added = addSerial(serials, typed, waiting.length);
    if (added.problem) return t(`scan.problems.${added.problem}`, { count: waiting.length });
    setSerials(added.list);
    setRefusal(null);
    return null;
  };
  const remove = (serial: string) => {
    setSerials((list) => list.filter((scanned) => scanned !== serial));
    if (refusal?.serial === serial) setRefusal(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (serials.length === 0) return;
    setRefusal(null);
    try {
      // Awaited rather than with mutate's callbacks: the answer redraws the rental, which may
      // replace this panel before they would run.
      const after = await checkOut.mutateAsync({ serials, ...(takesDeposit ? { depositChannel } : {}) });
      setSerials([]);
      onDone({ before: rental, after, serials });
    } catch (error) {
      const serial = refusedSerial(serials, error);
      setRefusal({ serial, text: refusalText(t, error, serial) });
    }
  };

  return (
    <HandOverPanel
      id="check-out"
      icon={IconPackageExport}
      title={t('checkOut.title')}
      lead={t('checkOut.lead', { count: waiting.length, product: rental.productName })}
      onSubmit={submit}
      submitLabel={serials.length === 0 ? t('checkOut.submitNone') : t('checkOut.submit', { count: serials.length })}
      pending={checkOut.isPending}
      empty={serials.length === 0}
    >
      <SerialField
        id="check-out-serial"
        label={t('checkOut.serial')}
        submitLabel={t('scan.add')}
        onSerial={add}
        disabled={checkOut.isPending}
      />
      {serials.length > 0 && (
        <Stack component="ul" gap={0} className={classes.list} aria-label={t('checkOut.scanned')}>
          {serials.map((serial) => {
            const kind = serialKind(serial, rental.items);
            const refused = refusal?.serial === serial;
            return (
              <li key={serial} className={classes.unitRow} data-testid="scanned-serial">
                <Stack gap={2} style={{ flex: '1 1 10rem', minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <span className={classes.serial}>{serial}</span>
                    <Badge variant="light" color={kindColor[kind]} size="sm">
                      {t(`scan.kind.${kind}`)}
                    </Badge>
                  </Group>
                  {refused && (
                    <Text size="sm" c="red" role="alert" data-testid="serial-refusal">
                      <IconAlertCircle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
                      {refusal.text}
                    </Text>
                  )}
                </Stack>
                <CloseButton
                  aria-label={t('scan.remove', { serial })}
                  onClick={() => remove(serial)}
                  disabled={checkOut.isPending}
                />
              </li>
            );
          })}
        </Stack>
      )}
      {refusal && !serials.some((serial) => sameSerial(serial, refusal.serial ?? '')) && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="check-out-error"
        >
          {refusal.text}
        </Alert>
      )}
      {takesDeposit && (
        <ChannelChoice
          label={t('checkOut.deposit', {
            amount: formatPrice(rental.deposit),
            total: formatPrice((toCents(rental.deposit) * Math.max(serials.length, 1)) / 100),
            count: Math.max(serials.length, 1),
          })}
          value={depositChannel}
          onChange={setDepositChannel}
        />
      )}
    </HandOverPanel>
  );
}
