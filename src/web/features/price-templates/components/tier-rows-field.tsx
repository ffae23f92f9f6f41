import { RowsFooter } from '@/components/rows-footer';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { ActionIcon, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import {
  DURATION_MAX_DAYS,
  DURATION_MIN_DAYS,
  DURATION_PRICES_MAX,
  newTierRow,
  PERCENT_MAX,
  PERCENT_MIN,
  rowDays,
  rowPercent,
  type TierRow,
} from '../lib/template-form';
import { exampleText } from '../lib/template-texts';
import classes from './tier-rows-field.module.css';

type Props = {
  rows: TierRow[];
  /**
   * The rows after a change, and which row changed (its errors are stale), or null when rows were
   * added or removed (all of them are).
   */
  onRowsChange: (rows: TierRow[], changed: number | null) => void;
  /** The form's errors by path (`tiers`, `tiers.1.percent`). */
  errors: Record<string, ReactNode>;
};

/** The whole numbers' fields: typed digits only, no spinner steps past the bounds the server keeps. */
const wholeNumber = { allowDecimal: false, allowNegative: false, clampBehavior: 'none', hideControls: true } as const;

/**
 * A template's tiers: each row its days and its percentage of the daily price, with what that
 * makes of a €100.00 day beside them; rows added and removed by their named buttons.
 */
export function TierRowsField({ rows, onRowsChange, errors }: Props) {
  const { t } = useTranslation('price-templates');
  const language = useLanguage();
  const id = useId();
  // The days of a row just added take the focus, so a keyboard goes on typing them.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey) document.getElementById(`${id}-days-${focusKey}`)?.focus();
  }, [focusKey, id]);

  const change = (index: number, patch: Partial<TierRow>) =>
    onRowsChange(
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
      index,
    );
  const add = () => {
    const row = newTierRow();
    onRowsChange([...rows, row], null);
    setFocusKey(row.key);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onRowsChange(next, null);
    // The focus goes on to the next row's remove button, or to "Add a duration price".
    setFocusKey(null);
    requestAnimationFrame(() =>
      document.getElementById(next[index] ? `${id}-remove-${next[index].key}` : `${id}-add`)?.focus(),
    );
  };

  const full = rows.length >= DURATION_PRICES_MAX;
  const listError = errors['tiers'];

  return (
    <fieldset
      className={classes.box}
      aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}
      data-testid="template-tiers"
    >
      <legend className={classes.legend}>{t('form.tiers')}</legend>
      <Text size="sm" c="dimmed" id={`${id}-hint`} mb="sm">
        {t('form.tiersHint')}
      </Text>
      {rows.length > 0 && (
        <Stack component="ol" gap="sm" m={0} mb="sm" p={0} className={classes.rows}>
          {rows.map((row, index) => {
            const days = rowDays(row);
            return (
              <li key={row.key} className={classes.row} data-testid="tier-row">
                <NumberInput
                  id={`${id}-days-${row.key}`}
                  // Where the form finds the field to focus when the server refuses it.
                  data-path={`tiers.${index}.minDays`}
                  className={classes.days}
                  label={t('form.minDays')}
                  suffix={` ${t('form.daysUnit')}`}
                  min={DURATION_MIN_DAYS}
                  max={DURATION_MAX_DAYS}
                  {...wholeNumber}
                  value={row.minDays}
                  onChange={(value) => change(index, { minDays: value })}
                  error={errors[`tiers.${index}.minDays`]}
                />
                <NumberInput
                  id={`${id}-percent-${row.key}`}
                  data-path={`tiers.${index}.percent`}
                  className={classes.percent}
                  label={t('form.percent')}
                  suffix=" %"
                  min={PERCENT_MIN}
                  max={PERCENT_MAX}
                  {...wholeNumber}
                  value={row.percent}
                  onChange={(value) => change(index, { percent: value })}
                  error={errors[`tiers.${index}.percent`]}
                />
                <div className={classes.example}>
                  <Text span className={classes.exampleLabel}>
                    {t('form.example')}
                  </Text>
                  <Text size="sm" c="dimmed" className={classes.exampleValue} data-testid="tier-example">
                    {exampleText(t, rowPercent(row), language)}
                  </Text>
                </div>
                <ActionIcon
                  id={`${id}-remove-${row.key}`}
                  className={classes.remove}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={days === null ? t('form.removeRow', { number: index + 1 }) : t('form.remove', { days })}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </li>
            );
          })}
        </Stack>
      )}
      <RowsFooter
        id={id}
        error={listError}
        addLabel={t('form.add')}
        onAdd={add}
        fullText={full ? t('form.full', { max: DURATION_PRICES_MAX }) : null}
      />
    </fieldset>
  );
}
