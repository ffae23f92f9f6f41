import type { ChangeEvent } from 'react';
import { NumberInput, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { QUOTE_VALID_DAYS_MAX, RENTAL_TERMS_MAX, type SettingsValues } from '../lib/settings-values';

/**
 * Quotes (decision 090): their numbers' prefix, how many days one is valid, whether it holds its
 * units, and the shop's rental terms a customer accepts with one. Changing the terms makes a new
 * version of them, shown beside the field; the server counts it.
 */
export function QuoteFields({ form, termsVersion }: { form: UseFormReturnType<SettingsValues>; termsVersion: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('settings.quotes.prefix')}
          description={t('settings.quotes.prefixHint')}
          maxLength={8}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('quotes.prefix')}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            form.setFieldValue('quotes.prefix', event.currentTarget.value.toUpperCase())
          }
        />
        <NumberInput
          label={t('settings.quotes.validDays')}
          description={t('settings.quotes.validDaysHint')}
          suffix={` ${t('settings.cancellation.daysUnit')}`}
          min={1}
          max={QUOTE_VALID_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          {...form.getInputProps('quotes.validDays')}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.quotes.holdUnits')}
        description={t('settings.quotes.holdUnitsHint')}
        {...form.getInputProps('quotes.holdUnits', { type: 'checkbox' })}
      />
      <Textarea
        label={t('settings.quotes.terms')}
        description={t('settings.quotes.termsHint', { max: RENTAL_TERMS_MAX })}
        autosize
        minRows={4}
        maxRows={16}
        maxLength={RENTAL_TERMS_MAX}
        {...form.getInputProps('quotes.terms')}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('settings.quotes.termsVersion', { version: termsVersion })}
      </Text>
    </Stack>
  );
}
