import { useRef, useState, type FormEvent } from 'react';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconClockExclamation, IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '@shared/money';
import type { CounterChannel } from '@shared/schemas/payments';
import { lateFeeRuleOf } from '@shared/schemas/settings';
import type { DeskRental } from '@shared/schemas/hand-over';
import type { Rental } from '@shared/schemas/rental';
import { useFormatPrice } from '@/components/use-format-price';
import { useShopRules } from '../api/use-desk-rental';
import { checkScan, useCheckIn } from '../api/use-hand-over';
import {
  checkInBody,
  draftOf,
  includedUnits,
  lateFeeDueCents,
  needsNote,
  photosToUpload,
  serviceProblem,
  unitsMissingNotes,
  type Drafts,
} from '../lib/check-in';
import {
  chargedFeeCents,
  NO_REDUCTION,
  reductionBody,
  reductionProblems,
  type FeeReduction,
  type ReductionProblems,
} from '../lib/late-fee-reduction';
import { refusalText, scanRefusalText } from '../lib/refusal-text';
import { refusedSerial, sameSerial, serialProblem } from '../lib/serials';
import { unitsOut } from '../lib/units';
import { ChannelChoice } from './channel-choice';
import { HandOverPanel } from './hand-over-panel';
import { LateFeeReduction } from './late-fee-reduction';
import { SerialField } from './serial-field';
import { UnitCheckIn } from './unit-check-in';

/** What a check-in did, and the photos still to go to the rental's incident. */
export type CheckInResult = {
  after: Rental;
  units: { serial: string; condition: 'ok' | 'damaged' | 'missing'; serviced: boolean }[];
  photos: { itemId: number; serial: string; file: File }[];
};

type Props = { rental: Rental | DeskRental; onDone: (result: CheckInResult) => void };

/**
 * Check-in: each unit with the customer, fine, damaged or missing, with a note and photos where
 * something is wrong, and its service when it was done as it came back (decision 094). A unit
 * scanned or typed is found in the list; the late fee due is shown before the desk confirms,
 * with how it is paid.
 */
export function CheckInPanel({ rental, onDone }: Props) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const rules = useShopRules();
  const checkIn = useCheckIn(rental.id);
  const out = unitsOut(rental);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [showMissing, setShowMissing] = useState(false);
  const [feeChannel, setFeeChannel] = useState<CounterChannel>('cash');
  const [failure, setFailure] = useState<string | null>(null);
  // The late fee reduced or waived, with a reason.
  const [reduction, setReduction] = useState<FeeReduction>(NO_REDUCTION);
  const [showReductionProblems, setShowReductionProblems] = useState(false);
  const list = useRef<HTMLDivElement>(null);

  const included = includedUnits(out, drafts);
  const dueFeeCents = rules ? lateFeeDueCents(rental, lateFeeRuleOf(rules.lateFees), out, drafts) : 0;
  const feeCents = chargedFeeCents(reduction, dueFeeCents);
  const problems: ReductionProblems = dueFeeCents > 0 ? reductionProblems(reduction, dueFeeCents) : {};
  const late = rental.daysLate > 0;

  const setDraft = (id: number, draft: Drafts[number]) => setDrafts((all) => ({ ...all, [id]: draft }));

  /**
   * A scanned unit is taken back and brought into view, its condition ready to set: once the
   * server, asked as the check-in will check it, says it may come back (not this rental's, never
   * handed over or already back: said at once). A check that gets no answer finds it in the list
   * as the desk did before it asked.
   */
  const find = async (typed: string) => {
    const problem = serialProblem(typed);
    if (problem) return t(`scan.problems.${problem}`);
    const serial = typed.trim();
    const scan = await checkScan(rental.id, 'check-in', serial).catch(() => null);
    if (scan?.verdict === 'refused') return scanRefusalText(t, scan);
    const unit = out.find((candidate) => sameSerial(candidate.serialNumber, serial));
    if (!unit) return t('checkIn.notOut', { serial });
    setDraft(unit.id, { ...draftOf(drafts, unit), included: true });
    requestAnimationFrame(() => {
      const field = list.current?.querySelector<HTMLElement>(`[data-unit-id="${unit.id}"] input[type="radio"]:checked`);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    });
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = unitsMissingNotes(out, drafts);
    if (missing.length > 0) {
      setShowMissing(true);
      // The first field to put right: the unit's note, else its service's note or cost.
      const first = out.find((unit) => unit.id === missing[0])!;
      const draft = draftOf(drafts, first);
      const field = needsNote(draft) ? 'data-unit-note' : `data-service-${serviceProblem(draft)}`;
      list.current?.querySelector<HTMLElement>(`[${field}="${first.id}"]`)?.focus();
      return;
    }
    if (included.length === 0) return;
    if (problems.amount || problems.reason) {
      setShowReductionProblems(true);
      return;
    }
    const body = {
      ...checkInBody(out, drafts, late && feeCents > 0 ? feeChannel : null),
      ...reductionBody(reduction, dueFeeCents),
    };
    const photos = photosToUpload(out, drafts).map((photo) => ({
      ...photo,
      serial: out.find((unit) => unit.id === photo.itemId)?.serialNumber ?? '',
    }));
    try {
      const after = await checkIn.mutateAsync(body);
      setDrafts({});
      setShowMissing(false);
      setReduction(NO_REDUCTION);
      setShowReductionProblems(false);
      onDone({
        after,
        units: body.units.map(({ serial, condition, service }) => ({ serial, condition, serviced: !!service })),
        photos,
      });
    } catch (error) {
      const serials = body.units.map((unit) => unit.serial);
      setFailure(refusalText(t, error, refusedSerial(serials, error)));
    }
  };

  return (
    <HandOverPanel
      id="check-in"
      icon={IconPackageImport}
      title={t('checkIn.title')}
      lead={t('checkIn.lead', { count: out.length })}
      onSubmit={submit}
      submitLabel={
        late && feeCents > 0
          ? t('checkIn.submitWithFee', { count: included.length, amount: formatPrice(fromCents(feeCents)) })
          : late && dueFeeCents > 0 && reduction.on
            ? t('checkIn.submitWaived', { count: included.length })
            : t('checkIn.submit', { count: included.length })
      }
      pending={checkIn.isPending}
      empty={included.length === 0}
    >
      {out.length > 1 && (
        <SerialField
          id="check-in-serial"
          label={t('checkIn.serial')}
          submitLabel={t('checkIn.find')}
          onSerial={find}
          disabled={checkIn.isPending}
        />
      )}
      <SimpleGrid ref={list} type="container" cols={{ base: 1, '640px': out.length > 1 ? 2 : 1 }} spacing="sm">
        {out.map((unit) => (
          <div key={unit.id} data-unit-id={unit.id}>
            <UnitCheckIn
              unit={unit}
              showProduct={rental.isKit}
              draft={draftOf(drafts, unit)}
              onChange={(draft) => setDraft(unit.id, draft)}
              optional={out.length > 1}
              noteMissing={showMissing}
              disabled={checkIn.isPending}
            />
          </div>
        ))}
      </SimpleGrid>
      {late && (
        <Alert
          color="red"
          variant="light"
          icon={<IconClockExclamation aria-hidden />}
          title={t('checkIn.lateTitle', { count: rental.daysLate })}
          data-testid="late-fee"
        >
          <Stack gap="sm">
            <Text size="sm">
              {rules
                ? t('checkIn.lateFee', {
                    amount: formatPrice(fromCents(dueFeeCents)),
                    count: included.length,
                  })
                : t('checkIn.lateFeeSoFar', { amount: formatPrice(rental.lateFee) })}
            </Text>
            {dueFeeCents > 0 && (
              <LateFeeReduction
                value={reduction}
                onChange={(next) => {
                  setReduction(next);
                  setShowReductionProblems(false);
                }}
                problems={showReductionProblems ? problems : {}}
                due={formatPrice(fromCents(dueFeeCents))}
                disabled={checkIn.isPending}
              />
            )}
            {feeCents > 0 && (
              <ChannelChoice label={t('checkIn.feeChannel')} value={feeChannel} onChange={setFeeChannel} />
            )}
          </Stack>
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {failure}
        </Alert>
      )}
    </HandOverPanel>
  );
}
