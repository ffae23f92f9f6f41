import { RowsFooter } from '@/components/rows-footer';
import { useEffect, useId, useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import { useLanguage } from '@/i18n/use-language';
import {
  newSeasonRow,
  SEASON_NAME_MAX,
  SEASON_PERCENT_MAX,
  SEASON_PERCENT_MIN,
  seasonExample,
  SEASONS_MAX,
  signedPercent,
} from '../lib/seasons';
import type { SettingsValues } from '../lib/settings-values';
import classes from './seasons-fields.module.css';

const PATH = 'pricing.seasons';

/**
 * Seasonal prices (docs/pricing.md): date ranges whose rentals, by their first day, cost a
 * percentage more or less. Each season is a row of its own: its name, its first and last day,
 * its percentage, and what a day at €100.00 costs in it, as the server prices it.
 */
export function SeasonsFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const id = useId();
  const rows = form.values.pricing.seasons;
  // The name of a row just added takes the focus, so a keyboard goes on typing it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey) document.getElementById(`${id}-name-${focusKey}`)?.focus();
  }, [focusKey, id]);

  // A row added or removed makes every season's error stale (one may have been about the other's days).
  const clearErrors = () =>
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => path !== PATH && !path.startsWith(`${PATH}.`))),
    );
  const add = () => {
    const row = newSeasonRow();
    form.insertListItem(PATH, row);
    clearErrors();
    setFocusKey(row.key);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    form.removeListItem(PATH, index);
    clearErrors();
    setFocusKey(null);
    // The focus goes on to the next row's remove button, or to "Add season".
    requestAnimationFrame(() =>
      document.getElementById(next[index] ? `${id}-remove-${next[index].key}` : `${id}-add`)?.focus(),
    );
  };

  const full = rows.length >= SEASONS_MAX;
  const listError = form.errors[PATH];
  const euros = (cents: number) => formatEuros(cents, language);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={500} data-testid="seasons-rule">
          {t('settings.seasons.rule')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('settings.seasons.hint')}
        </Text>
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.seasons.none')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} className={classes.list} data-testid="seasons">
          {rows.map((row, index) => {
            const example = seasonExample(row);
            const name = row.name.trim();
            const path = `${PATH}.${index}`;
            return (
              <li key={row.key}>
                <fieldset className={classes.season} data-testid="season-row">
                  <legend className={classes.legend}>{t('settings.seasons.season', { number: index + 1 })}</legend>
                  <div className={classes.box}>
                    <div className={classes.fields}>
                      <TextInput
                        id={`${id}-name-${row.key}`}
                        className={classes.name}
                        label={t('settings.seasons.name')}
                        placeholder={t('settings.seasons.namePlaceholder')}
                        maxLength={SEASON_NAME_MAX}
                        withAsterisk
                        {...form.getInputProps(`${path}.name`)}
                      />
                      <TextInput
                        type="date"
                        label={t('settings.seasons.from')}
                        classNames={{ input: classes.date }}
                        withAsterisk
                        {...form.getInputProps(`${path}.from`)}
                      />
                      <TextInput
                        type="date"
                        label={t('settings.seasons.to')}
                        classNames={{ input: classes.date }}
                        min={row.from || undefined}
                        withAsterisk
                        {...form.getInputProps(`${path}.to`)}
                      />
                      <NumberInput
                        label={t('settings.seasons.percent')}
                        suffix=" %"
                        min={SEASON_PERCENT_MIN}
                        max={SEASON_PERCENT_MAX}
                        allowDecimal={false}
                        clampBehavior="none"
                        hideControls
                        withAsterisk
                        {...form.getInputProps(`${path}.percent`)}
                      />
                    </div>
                  </div>
                  <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
                    <Text size="sm" className={classes.example} data-testid="season-example" aria-live="polite">
                      {example &&
                        t('settings.seasons.example', {
                          change: signedPercent(example.percent),
                          day: euros(example.dayCents),
                          price: euros(example.seasonCents),
                        })}
                    </Text>
                    <Button
                      id={`${id}-remove-${row.key}`}
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={
                        name
                          ? t('settings.seasons.removeNamed', { name })
                          : t('settings.seasons.removeRow', { number: index + 1 })
                      }
                      onClick={() => remove(index)}
                    >
                      {t('settings.seasons.remove')}
                    </Button>
                  </Group>
                </fieldset>
              </li>
            );
          })}
        </Stack>
      )}
      <RowsFooter
        id={id}
        error={listError}
        addLabel={t('settings.seasons.add')}
        onAdd={add}
        fullText={full ? t('settings.seasons.full', { max: SEASONS_MAX }) : null}
      />
      <Text size="sm" c="dimmed">
        {t('settings.seasons.fromNow')}
      </Text>
    </Stack>
  );
}
