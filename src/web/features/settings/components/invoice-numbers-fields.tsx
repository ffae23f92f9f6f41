import type { ChangeEvent } from 'react';
import { Code, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { shopToday } from '@/lib/shop-calendar';
import { exampleNumber, type SettingsValues } from '../lib/settings-values';

type PrefixPath = 'invoices.prefix' | 'invoices.creditNotePrefix';

/** The invoice series' prefixes, with the number the next series would start at, as it is typed. */
export function InvoiceNumbersFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PrefixField form={form} path="invoices.prefix" testId="invoice-number-example" />
        <PrefixField form={form} path="invoices.creditNotePrefix" testId="credit-note-number-example" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('settings.invoices.seriesHint')}
      </Text>
      <TextInput
        label={t('settings.invoices.reminderDays')}
        description={t('settings.invoices.reminderDaysHint')}
        inputMode="numeric"
        maxLength={40}
        autoComplete="off"
        {...form.getInputProps('invoices.reminderDays')}
      />
    </Stack>
  );
}

/** A series' prefix, typed in capitals, and the first number the series would have this year. */
function PrefixField({
  form,
  path,
  testId,
}: {
  form: UseFormReturnType<SettingsValues>;
  path: PrefixPath;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  const year = Number(shopToday().slice(0, 4));
  const prefix = path === 'invoices.prefix' ? form.values.invoices.prefix : form.values.invoices.creditNotePrefix;
  return (
    <Stack gap={6}>
      <TextInput
        label={t(`settings.${path}`)}
        description={t(`settings.${path}Hint`)}
        maxLength={8}
        autoComplete="off"
        withAsterisk
        {...form.getInputProps(path)}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          form.setFieldValue(path, event.currentTarget.value.toUpperCase())
        }
      />
      <Text size="sm" aria-live="polite" data-testid={testId}>
        <Trans
          t={t}
          i18nKey="settings.invoices.example"
          components={{ code: <Code /> }}
          values={{ number: exampleNumber(prefix, year) }}
        />
      </Text>
    </Stack>
  );
}
