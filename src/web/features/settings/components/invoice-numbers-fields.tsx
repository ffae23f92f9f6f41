import type { ChangeEvent } from 'react';
import { Code, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { shopToday } from '@/lib/shop-calendar';
import { exampleNumber, type SettingsValues } from '../lib/settings-values';

/** The invoice series' prefixes, with the number the next series would start at, as it is typed. */
export function InvoiceNumbersFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const year = Number(shopToday().slice(0, 4));
  const upperCase = (path: 'invoices.prefix' | 'invoices.creditNotePrefix') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(path, event.currentTarget.value.toUpperCase()),
    };
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap={6}>
          <TextInput
            label={t('settings.invoices.prefix')}
            description={t('settings.invoices.prefixHint')}
            maxLength={8}
            autoComplete="off"
            withAsterisk
            {...upperCase('invoices.prefix')}
          />
          <Text size="sm" aria-live="polite" data-testid="invoice-number-example">
            <Trans
              t={t}
              i18nKey="settings.invoices.example"
              components={{ code: <Code /> }}
              values={{ number: exampleNumber(form.values.invoices.prefix, year) }}
            />
          </Text>
        </Stack>
        <Stack gap={6}>
          <TextInput
            label={t('settings.invoices.creditNotePrefix')}
            description={t('settings.invoices.creditNotePrefixHint')}
            maxLength={8}
            autoComplete="off"
            withAsterisk
            {...upperCase('invoices.creditNotePrefix')}
          />
          <Text size="sm" aria-live="polite" data-testid="credit-note-number-example">
            <Trans
              t={t}
              i18nKey="settings.invoices.example"
              components={{ code: <Code /> }}
              values={{ number: exampleNumber(form.values.invoices.creditNotePrefix, year) }}
            />
          </Text>
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('settings.invoices.seriesHint')}
      </Text>
    </Stack>
  );
}
