import { useState, type FormEvent } from 'react';
import { Alert, Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '@shared/money';
import type { DeskRental } from '@shared/schemas/hand-over';
import type { CounterChannel } from '@shared/schemas/payments';
import { useFormatPrice } from '@/components/use-format-price';
import { checkScan, useCheckOut } from '../api/use-hand-over';
import { depositForCents, rentDueCents, rentSettlement, type RentChoice } from '../lib/money-due';
import { refusalText, scanRefusalText } from '../lib/refusal-text';
import { addSerial, refusedSerial, sameSerial, serialKind, type SerialKind } from '../lib/serials';
import { unitsWaiting } from '../lib/units';
import { ChannelChoice } from './channel-choice';
import { HandOverPanel } from './hand-over-panel';
import { RentDue } from './rent-due';
import { SerialField } from './serial-field';
import classes from './desk.module.css';

/** What a check-out did, for the page to show once the panel has nothing more to hand over. */
export type CheckOutResult = {
  before: DeskRental;
  after: DeskRental;
  serials: string[];
  /** The rent taken with the units (cents and how), or the reason it is paid later. */
  rent: { cents: number; choice: RentChoice; reason: string } | null;
};

const kindColor: Record<SerialKind, string> = { booked: 'teal', other: 'grape', alreadyOut: 'red' };

type Props = { rental: DeskRental; onDone: (result: CheckOutResult) => void };

/**
 * Check-out: the units handed over now, scanned or typed one after the other, each asked of the
 * server as it comes and listed only when it may go (why not is said at the field). The rental's
 * own units are marked as such; another unit of the same product is swapped in if it is free.
 * The hand-over still decides: what it refuses is said next to the serial. What the order still
 * owes and the deposit (per kit for a kit) are taken here too, as the server counts them, at the
 * till or the card terminal; or the customer pays the rent later, and the desk says why.
 */
export function CheckOutPanel({ rental, onDone }: Props) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const checkOut = useCheckOut(rental.id);
  const [serials, setSerials] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<{ serial: string | null; text: string } | null>(null);
  const [depositChannel, setDepositChannel] = useState<CounterChannel>('cash');
  const [rentChoice, setRentChoice] = useState<RentChoice>('cash');
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const waiting = unitsWaiting(rental);
  const dueCents = rentDueCents(rental);
  // Before any scan, what handing over every unit waiting takes; then what the scanned ones take.
  const depositCount = serials.length > 0 ? serials.length : waiting.length;
  const depositCents = depositForCents(rental, depositCount);
  const takesDeposit = depositCents > 0;
  const paysNow = dueCents > 0 && rentChoice !== 'later';

  /**
   * A serial scanned: checked here first (typed twice, more than the units left), then by the
   * server as the check-out will check it, and listed only when it may go. A check that gets no
   * answer lists it as the desk did before it asked: the check-out checks it again.
   */
  const add = async (typed: string) => {
    const added = addSerial(serials, typed, waiting.length);
    if (added.problem) return t(`scan.problems.${added.problem}`, { count: waiting.length });
    const serial = typed.trim();
    const scan = await checkScan(rental.id, 'check-out', serial).catch(() => null);
    if (scan?.verdict === 'refused') return scanRefusalText(t, scan);
    // From the list as it is now: one may have been removed while the server answered.
    setSerials((list) => addSerial(list, serial, waiting.length).list);
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
    if (dueCents > 0 && rentChoice === 'later' && reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    setRefusal(null);
    try {
      // Awaited rather than with mutate's callbacks: the answer redraws the rental, which may
      // replace this panel before they would run.
      const after = await checkOut.mutateAsync({
        serials,
        ...(takesDeposit ? { depositChannel } : {}),
        ...rentSettlement(dueCents, rentChoice, reason),
      });
      setSerials([]);
      onDone({
        before: rental,
        after,
        serials,
        rent: dueCents > 0 ? { cents: dueCents, choice: rentChoice, reason: reason.trim() } : null,
      });
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
      submitLabel={
        serials.length === 0
          ? t('checkOut.submitNone')
          : paysNow
            ? t('checkOut.submitAndTake', {
                count: serials.length,
                amount: formatPrice(fromCents(dueCents + (takesDeposit ? depositCents : 0))),
              })
            : t('checkOut.submit', { count: serials.length })
      }
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
      <RentDue
        dueCents={dueCents}
        choice={rentChoice}
        onChoice={(choice) => {
          setRentChoice(choice);
          // The deposit goes the way the rent does unless changed.
          if (choice !== 'later') setDepositChannel(choice);
        }}
        reason={reason}
        onReason={(text) => {
          setReason(text);
          setReasonMissing(false);
        }}
        reasonMissing={reasonMissing}
        disabled={checkOut.isPending}
      />
      {takesDeposit && (
        <ChannelChoice
          label={t(rental.unitsPerKit > 1 ? 'checkOut.depositKit' : 'checkOut.deposit', {
            amount: formatPrice(rental.deposit),
            total: formatPrice(fromCents(depositCents)),
            count: depositCount,
          })}
          value={depositChannel}
          onChange={setDepositChannel}
        />
      )}
    </HandOverPanel>
  );
}
