import { useEffect, useState } from 'react';
import { Badge, Checkbox, FileInput, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RETURN_NOTE_MAX } from '@shared/schemas/hand-over';
import { returnConditions, type RentalUnit, type ReturnCondition } from '@shared/schemas/rental';
import { serviceProblem, type UnitDraft } from '../lib/check-in';
import classes from './desk.module.css';

/** Most photos of one unit at once: enough for every side of a damaged lens. */
const PHOTOS_MAX = 6;

/** A chosen photo, shown small before it is sent. */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url ? <img src={url} alt={alt} className={classes.photo} /> : null;
}

type Props = {
  unit: RentalUnit;
  /** A kit's unit shows the part it is a unit of. */
  showProduct: boolean;
  draft: UnitDraft;
  onChange: (draft: UnitDraft) => void;
  /** More than one unit is out: each can be left out of this check-in. */
  optional: boolean;
  /** The note is required and empty, and the desk tried to confirm. */
  noteMissing: boolean;
  disabled: boolean;
};

/**
 * One unit taken back: whether it is back now, fine, damaged or missing; what is wrong with it
 * (required when it is not fine) and, for a damaged one, photos from the phone's back camera; and
 * its service when it was done as it came back ("Service due" beside its serial when it is due).
 */
export function UnitCheckIn({ unit, showProduct, draft, onChange, optional, noteMissing, disabled }: Props) {
  const { t } = useTranslation('desk');
  const legendId = `unit-${unit.id}-legend`;
  const off = disabled || !draft.included;
  const set = (change: Partial<UnitDraft>) => onChange({ ...draft, ...change });
  // A unit already recorded as missing comes back fine or damaged.
  const conditions = unit.condition === 'missing' ? returnConditions.filter((c) => c !== 'missing') : returnConditions;
  return (
    <fieldset
      className={classes.unitFieldset}
      data-excluded={draft.included ? undefined : true}
      data-testid="check-in-unit"
      aria-labelledby={legendId}
    >
      <legend id={legendId}>
        <Group gap="xs" wrap="wrap">
          <span className={classes.serial}>{unit.serialNumber}</span>
          {showProduct && (
            <Text span size="sm" fw={600}>
              {unit.productName}
            </Text>
          )}
          {unit.condition === 'missing' && (
            <Text span size="xs" c="red">
              {t('checkIn.reportedMissing')}
            </Text>
          )}
          {unit.serviceDue && (
            <Badge color="orange" variant="light" size="sm">
              {t('checkIn.service.due')}
            </Badge>
          )}
        </Group>
      </legend>
      <Stack gap="sm">
        {optional && (
          <Checkbox
            label={t('checkIn.backNow')}
            checked={draft.included}
            onChange={(event) => set({ included: event.currentTarget.checked })}
            disabled={disabled}
          />
        )}
        <SegmentedControl<ReturnCondition>
          aria-label={t('checkIn.condition', { serial: unit.serialNumber })}
          fullWidth
          color="brand"
          value={draft.condition}
          onChange={(condition) => set({ condition })}
          disabled={off}
          data={conditions.map((condition) => ({ value: condition, label: t(`condition.${condition}`) }))}
        />
        {draft.condition !== 'ok' && (
          <Textarea
            label={t(`checkIn.note.${draft.condition}`)}
            placeholder={t(`checkIn.notePlaceholder.${draft.condition}`)}
            value={draft.note}
            onChange={(event) => set({ note: event.currentTarget.value })}
            required
            autosize
            minRows={2}
            maxLength={RETURN_NOTE_MAX}
            disabled={off}
            error={noteMissing && draft.included && draft.note.trim() === '' ? t('checkIn.noteRequired') : undefined}
            data-unit-note={unit.id}
          />
        )}
        {draft.condition === 'damaged' && (
          <Stack gap="xs">
            <FileInput<true>
              label={t('checkIn.photos')}
              description={t('checkIn.photosHint', { count: PHOTOS_MAX })}
              placeholder={t('checkIn.photosPlaceholder')}
              multiple
              accept="image/*"
              capture="environment"
              value={draft.photos}
              onChange={(photos) => set({ photos: photos.slice(0, PHOTOS_MAX) })}
              clearable
              leftSection={<IconCamera size={16} aria-hidden />}
              disabled={off}
            />
            {draft.photos.length > 0 && (
              <ul className={classes.photos} aria-label={t('checkIn.chosenPhotos', { serial: unit.serialNumber })}>
                {draft.photos.map((photo, index) => (
                  <li key={`${photo.name}-${index}`}>
                    <Thumbnail
                      file={photo}
                      alt={t('checkIn.photoAlt', { serial: unit.serialNumber, number: index + 1 })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        )}
        {draft.condition !== 'missing' && (
          <ServiceOnReturn unit={unit} draft={draft} set={set} showErrors={noteMissing} disabled={off} />
        )}
      </Stack>
    </fieldset>
  );
}

type ServiceProps = {
  unit: RentalUnit;
  draft: UnitDraft;
  set: (change: Partial<UnitDraft>) => void;
  /** The desk tried to confirm: say what is missing or wrong. */
  showErrors: boolean;
  disabled: boolean;
};

/**
 * The unit's service done as it came back (decision 094): what was done and what it cost, recorded
 * with the check-in. Offered for every unit back; said first when the unit is due with this return.
 */
function ServiceOnReturn({ unit, draft, set, showErrors, disabled }: ServiceProps) {
  const { t } = useTranslation('desk');
  const problem = showErrors ? serviceProblem(draft) : null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('checkIn.service.serviced')}
        description={unit.serviceDue ? t('checkIn.service.dueHint') : undefined}
        checked={draft.serviced}
        onChange={(event) => set({ serviced: event.currentTarget.checked })}
        disabled={disabled}
      />
      {draft.serviced && (
        <>
          <Textarea
            label={t('checkIn.service.note')}
            placeholder={t('checkIn.service.notePlaceholder')}
            value={draft.serviceNote}
            onChange={(event) => set({ serviceNote: event.currentTarget.value })}
            required
            autosize
            minRows={1}
            maxLength={500}
            disabled={disabled}
            error={problem === 'note' ? t('checkIn.service.noteRequired') : undefined}
            data-service-note={unit.id}
          />
          <TextInput
            label={t('checkIn.service.cost')}
            description={t('checkIn.service.costHint')}
            value={draft.serviceCost}
            onChange={(event) => set({ serviceCost: event.currentTarget.value })}
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            error={problem === 'cost' ? t('checkIn.service.costInvalid') : undefined}
            data-service-cost={unit.id}
          />
        </>
      )}
    </Stack>
  );
}
