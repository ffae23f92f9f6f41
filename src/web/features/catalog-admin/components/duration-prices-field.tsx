import { RowsFooter } from '@/components/rows-footer';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import { EuroInput } from '@/components/euro-input';
import { useLanguage } from '@/i18n/use-language';
import {
  DURATION_MAX_DAYS,
  DURATION_MIN_DAYS,
  DURATION_PRICES_MAX,
  newDurationRow,
  previewTiers,
  rowDays,
  type DurationPriceRow,
} from '../lib/duration-prices';
import group from './form-group.module.css';
import classes from './duration-prices-field.module.css';

type Props = {
  rows: DurationPriceRow[];
  /**
   * The rows after a change, and which row changed (its errors are stale), or null when rows were
   * added or removed (all of them are).
   */
  onRowsChange: (rows: DurationPriceRow[], changed: number | null) => void;
  /** The product's daily price as typed, for the preview. */
  dailyPrice: string;
  /** The form's errors by path (`durationPrices`, `durationPrices.1.dailyPrice`). */
  errors: Record<string, ReactNode>;
  /** The choice of a price template, above the rows. */
  templateChoice?: ReactNode;
  /** While the product follows a template: what it gives, in place of the rows. */
  templatePreview?: ReactNode;
};

/**
 * Cheaper by the week: lower daily prices from a number of charged days on, each row its days
 * and its price with their labels, and a line saying the prices as a customer reads them.
 */
export function DurationPricesField({
  rows,
  onRowsChange,
  dailyPrice,
  errors,
  templateChoice,
  templatePreview,
}: Props) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const id = useId();
  // The days of a row just added take the focus, so a keyboard goes on typing them.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey) document.getElementById(`${id}-days-${focusKey}`)?.focus();
  }, [focusKey, id]);

  const change = (index: number, patch: Partial<DurationPriceRow>) =>
    onRowsChange(
      rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
      index,
    );
  const add = () => {
    const row = newDurationRow();
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

  const euros = (cents: number) => formatEuros(cents, language);
  const preview = previewTiers(dailyPrice, rows);
  const full = rows.length >= DURATION_PRICES_MAX;
  const listError = errors['durationPrices'];

  /** The product's own duration prices: its rows, "Add a duration price", and how a customer reads them. */
  const ownPrices = (
    <>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('products.durationPrices.none')}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack component="ol" gap="sm" m={0} mb="sm" p={0} className={classes.rows}>
          {rows.map((row, index) => {
            const days = rowDays(row);
            return (
              <Group component="li" key={row.key} gap="xs" wrap="nowrap" align="flex-start" data-testid="duration-row">
                <NumberInput
                  id={`${id}-days-${row.key}`}
                  className={classes.days}
                  label={t('products.durationPrices.minDays')}
                  suffix={` ${t('products.durationPrices.daysUnit')}`}
                  min={DURATION_MIN_DAYS}
                  max={DURATION_MAX_DAYS}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  hideControls
                  value={row.minDays}
                  onChange={(value) => change(index, { minDays: value })}
                  error={errors[`durationPrices.${index}.minDays`]}
                />
                <EuroInput
                  id={`${id}-price-${row.key}`}
                  className={classes.price}
                  label={t('products.durationPrices.dailyPrice')}
                  value={row.dailyPrice}
                  onChange={(event) => change(index, { dailyPrice: event.currentTarget.value })}
                  error={errors[`durationPrices.${index}.dailyPrice`]}
                />
                <ActionIcon
                  id={`${id}-remove-${row.key}`}
                  className={classes.remove}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={
                    days === null
                      ? t('products.durationPrices.removeRow', { number: index + 1 })
                      : t('products.durationPrices.remove', { days })
                  }
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
      <RowsFooter
        id={id}
        error={listError}
        addLabel={t('products.durationPrices.add')}
        onAdd={add}
        fullText={full ? t('products.durationPrices.full', { max: DURATION_PRICES_MAX }) : null}
      />
      {preview && (
        <Text size="sm" mt="sm" className={classes.preview} data-testid="duration-preview">
          {t('products.durationPrices.preview')}{' '}
          {[
            t('products.durationPrices.previewDay', { price: euros(preview.dailyCents) }),
            ...preview.tiers.map((tier) =>
              t('products.durationPrices.previewFrom', { days: tier.days, price: euros(tier.cents) }),
            ),
          ].map((price, index) => (
            // A line breaks between two prices, never inside one.
            <Fragment key={index}>
              {index > 0 && ' · '}
              <span className={classes.tier}>{price}</span>
            </Fragment>
          ))}
        </Text>
      )}
    </>
  );

  return (
    <fieldset
      className={`${group.box} ${classes.box}`}
      aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ''}`}
      data-testid="duration-prices"
    >
      <legend className={group.legend}>{t('products.durationPrices.title')}</legend>
      <Text size="sm" c="dimmed" id={`${id}-hint`} mb="sm">
        {t('products.durationPrices.hint')}
      </Text>
      {templateChoice}
      {templatePreview ?? ownPrices}
    </fieldset>
  );
}
